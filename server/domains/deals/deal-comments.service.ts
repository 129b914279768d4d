import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { publish } from './board-events.ts';
import { notFound } from './deal-errors.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { findScopedDeal } from './deals.repository.ts';

/** A comment on the deal's timeline; open boards and deal pages hear of it. */
export async function comment(deps: Deps, user: AuthUser, id: string, text: string): Promise<{ message: string }> {
  const deal = await findScopedDeal(deps.db, dealScope(user), id);
  if (!deal) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await insertEvent(trx, { dealId: id, companyId: user.companyId, actorUserId: user.id, kind: 'comment', data: { comment: text } });
    await publish(trx, { companyId: user.companyId, pipelineKey: deal.pipeline_key, dealId: id, kind: 'comment', actorUserId: user.id });
  });
  return { message: 'Comentário adicionado' };
}
