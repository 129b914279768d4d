import type { z } from 'zod';
import type { IndexProjectionItem, ZIndexProjectionInput } from '../../../shared/schemas/index-projections.ts';
import { PROJECTION_INDEXERS } from '../../../shared/simulation-options.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { rowInForce } from '../simulation/catalogue-mapping.ts';
import * as repo from './credit-realism.repository.ts';

/**
 * Index projections are catalogue data: whoever edits the company's products sets the company's own projections
 * (product/update), and only those who edit global products set the platform's defaults (product/manageGlobal),
 * the same split as products themselves.
 */
const canEdit = (user: AuthUser, global: boolean) => (global ? user.permissions.has('product/manageGlobal') : user.permissions.has('product/update') || user.permissions.has('product/manageGlobal'));

export async function list(deps: Deps, user: AuthUser, today = new Date()): Promise<IndexProjectionItem[]> {
  const rows = await repo.listIndexProjections(deps.db, user.companyId);
  const todayIso = today.toISOString().slice(0, 10);
  const inForce = new Set(PROJECTION_INDEXERS.map((i) => rowInForce(rows, i, todayIso)?.id));
  return rows.map((r) => {
    const global = r.company_id === null;
    return {
      id: r.id,
      indexer: r.indexer as IndexProjectionItem['indexer'],
      annualProjection: Number(r.annual_projection),
      source: r.source,
      validFrom: r.valid_from!,
      global,
      inForce: inForce.has(r.id),
      editable: canEdit(user, global),
    };
  });
}

export async function set(deps: Deps, user: AuthUser, input: z.output<typeof ZIndexProjectionInput>, meta: RequestMeta): Promise<{ message: string; projections: IndexProjectionItem[] }> {
  if (!canEdit(user, input.global)) throw new AppError('FORBIDDEN_ERROR', 'Somente o master altera as projeções padrão da plataforma');
  await deps.db.transaction().execute(async (trx) => {
    const id = await repo.upsertIndexProjection(trx, {
      company_id: input.global ? null : user.companyId,
      indexer: input.indexer,
      annual_projection: input.annualProjection.toFixed(6),
      source: input.source,
      valid_from: input.validFrom,
      created_by: user.id,
    });
    await recordAudit(
      trx,
      {
        companyId: user.companyId,
        actorUserId: user.id,
        action: 'indexProjection.set',
        entity: 'index_projection',
        entityId: id,
        data: { indexer: input.indexer, annualProjection: input.annualProjection, validFrom: input.validFrom, global: input.global },
      },
      meta,
    );
  });
  return { message: 'Projeção salva com sucesso!', projections: await list(deps, user) };
}
