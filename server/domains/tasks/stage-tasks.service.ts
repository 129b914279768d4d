import type { z } from 'zod';
import { PIPELINES, pipelineByKey } from '../../../shared/pipelines.ts';
import type { ZStageTemplateRequest } from '../../../shared/schemas/tasks.ts';
import { DEFAULT_STAGE_TASKS, type StageTaskSuggestion } from '../../../shared/tasks.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './tasks.repository.ts';

const HOUR_MS = 3_600_000;

/**
 * The task a company suggests after a deal enters a stage: its own configuration, else the built-in one (null: none,
 * or switched off). Only a suggestion: the user creates it with one click, nothing is created silently.
 */
export async function suggestionFor(db: Database, companyId: string, pipelineKey: string, stage: string, now = new Date()) {
  const own = await repo.findTemplate(db, companyId, pipelineKey, stage);
  const s: StageTaskSuggestion | undefined = own ? (own.active ? { kind: own.kind, title: own.title, dueInHours: own.due_in_hours } : undefined) : DEFAULT_STAGE_TASKS[stage];
  if (!s) return null;
  return { kind: s.kind, title: s.title, dueAt: new Date(now.getTime() + s.dueInHours * HOUR_MS) };
}

/** Every stage of every pipeline with the suggestion in force (own or built-in), for the settings screen. */
export async function templates(deps: Deps, user: AuthUser) {
  const own = new Map((await repo.companyTemplates(deps.db, user.companyId)).map((t) => [`${t.pipeline_key} ${t.stage}`, t]));
  return PIPELINES.map((p) => ({
    key: p.key,
    name: p.name,
    stages: p.stages
      .filter((s) => s.key !== 'denied')
      .map((s) => {
        const o = own.get(`${p.key} ${s.key}`);
        const d = DEFAULT_STAGE_TASKS[s.key];
        return {
          stage: s.key,
          label: s.label,
          custom: !!o,
          active: o ? o.active : !!d,
          kind: o?.kind ?? d?.kind ?? 'call',
          title: o?.title ?? d?.title ?? '',
          dueInHours: o?.due_in_hours ?? d?.dueInHours ?? 24,
        };
      }),
  }));
}

export async function saveTemplate(deps: Deps, user: AuthUser, input: z.output<typeof ZStageTemplateRequest>) {
  const p = pipelineByKey(input.pipelineKey);
  if (!p) throw validationError('pipelineKey', 'Quadro não encontrado');
  const stage = p.stages.find((s) => s.key === input.stage);
  if (!stage) throw validationError('stage', 'Etapa inexistente neste quadro');
  await repo.upsertTemplate(deps.db, {
    companyId: user.companyId,
    pipelineKey: p.key,
    stage: stage.key,
    kind: input.kind,
    title: input.title,
    dueInHours: input.dueInHours,
    active: input.active,
    userId: user.id,
  });
  return { message: `Sugestão da etapa ${stage.label} salva` };
}
