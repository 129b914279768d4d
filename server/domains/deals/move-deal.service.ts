import type { z } from 'zod';
import { DEAL_STAGE_MESSAGES } from '../../../shared/messages.ts';
import { RELEASED_STAGE } from '../../../shared/pipelines.ts';
import type { ZDealMoveRequest } from '../../../shared/schemas/deals.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { commissionPaid } from '../commissions/commissions.service.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { edgePosition, positionsOf } from './board.repository.ts';
import { publish } from './board-events.ts';
import { positionBetween } from './card-position.ts';
import { conflict, notFound } from './deal-errors.ts';
import { dealScope } from './deal-scope.ts';
import { findScopedDeal, moveDealRow } from './deals.repository.ts';
import { onStageChangeCommitted, onStageChangeInTransaction, type StageChange } from './on-stage-change.ts';

type Neighbour = { id: string; position: number; pipeline_key: string };

/** Where a dropped card goes: between the neighbours it was dropped between when they are still in that column, else last. */
async function targetPosition(deps: Deps, companyId: string, pipelineKey: string, stage: string, neighbours: Neighbour[], beforeId?: string | null, afterId?: string | null): Promise<number> {
  const found = new Map(neighbours.filter((r) => r.pipeline_key === pipelineKey).map((r) => [r.id, Number(r.position)]));
  const before = beforeId ? (found.get(beforeId) ?? null) : null;
  const after = afterId ? (found.get(afterId) ?? null) : null;
  if (before !== null || after !== null) return positionBetween(before, after);
  return positionBetween(await edgePosition(deps.db, companyId, pipelineKey, stage, 'last'), null);
}

/**
 * Moves a card to a stage and position. The client sends the version it saw: if someone else changed the deal in
 * between, nothing is written and the mover gets a conflict message. Denial needs a reason and a detailed reason.
 * A change of stage sets off what on-stage-change.ts lists; a reorder within the column only tells open boards.
 */
export async function move(deps: Deps, user: AuthUser, input: z.output<typeof ZDealMoveRequest>, meta: RequestMeta) {
  // The deal and the cards it was dropped between are read together (one round trip, not two, on every drop).
  const neighbourIds = [input.beforeId, input.afterId].filter((v): v is string => !!v);
  // A deal whose commission was paid stays released: whether it was is read beside the deal (moves into the release
  // need not ask).
  const [deal, neighbours, paid] = await Promise.all([
    findScopedDeal(deps.db, dealScope(user), input.id),
    positionsOf(deps.db, user.companyId, input.stage, neighbourIds),
    input.stage === RELEASED_STAGE ? false : commissionPaid(deps.db, input.id),
  ]);
  if (!deal) throw notFound();
  const p = resolvePipeline(deal.pipeline_key);
  const stage = p.stages.find((s) => s.key === input.stage);
  if (!stage) throw validationError('stage', 'Etapa inexistente neste quadro');
  if (paid && deal.stage !== stage.key) throw validationError('stage', DEAL_STAGE_MESSAGES.commissionPaid(p.stages.find((s) => s.key === RELEASED_STAGE)?.label ?? RELEASED_STAGE));
  const position = await targetPosition(deps, user.companyId, p.key, stage.key, neighbours, input.beforeId, input.afterId);
  const stageChanged = deal.stage !== stage.key;
  const change: StageChange | null = stageChanged
    ? { deal, to: stage.key, companyId: user.companyId, actorUserId: user.id, statusReason: input.statusReason, detailedDenialReason: input.detailedDenialReason }
    : null;
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await moveDealRow(trx, deal.id, input.version, {
      stage: stage.key,
      position,
      stageChanged,
      final: !!stage.final,
      denial: stage.key === 'denied' ? { statusReason: input.statusReason ?? null, detailedDenialReason: input.detailedDenialReason ?? null } : undefined,
    });
    if (!row) return null;
    if (change) await onStageChangeInTransaction(trx, change);
    else await publish(trx, { companyId: user.companyId, pipelineKey: p.key, dealId: deal.id, kind: 'reordered', actorUserId: user.id });
    return row;
  });
  if (!updated) throw conflict();
  deps.caches.dropDealList(user.companyId);
  const { suggestedTask } = change ? await onStageChangeCommitted(deps, change, meta) : { suggestedTask: null };
  return { message: change ? `Negócio movido para ${stage.label}` : 'Ordem atualizada', version: updated.version, stage: stage.key, position, suggestedTask };
}
