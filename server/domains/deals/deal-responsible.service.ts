import type { Deps, RequestMeta } from '../../deps.ts';
import { validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { type CommissionHandOver, followDealOwner } from '../commissions/commission-owner.service.ts';
import { publish } from './board-events.ts';
import { conflict, notFound } from './deal-errors.ts';
import { assignableUsers as assignableUsersOf, findAssignableUser, userRef } from './deal-references.repository.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { findScopedDeal, setDealOwner } from './deals.repository.ts';

/**
 * Hands the deal to another user of the company (within the changer's visibility); who and when go to the timeline.
 * The commission still open goes along (a paid or cancelled one stays): said on the same timeline entry and audit.
 */
export async function changeResponsible(deps: Deps, user: AuthUser, input: { id: string; userId: string; version: number }, meta: RequestMeta): Promise<{ message: string; version: number }> {
  const scope = dealScope(user);
  const deal = await findScopedDeal(deps.db, scope, input.id);
  if (!deal) throw notFound();
  const to = await findAssignableUser(deps.db, user.companyId, scope.subsidiaryId, input.userId);
  if (!to) throw validationError('userId', 'Selecione um responsável da sua equipe');
  const from = await userRef(deps.db, deal.owner_id);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await setDealOwner(trx, deal.id, input.version, to.id);
    if (!row) return null;
    const commission = await followDealOwner(trx, deal.id, to.id);
    await insertEvent(trx, { dealId: deal.id, companyId: user.companyId, actorUserId: user.id, kind: 'responsible_changed', data: { from, to, ...handOverOf(commission) } });
    await publish(trx, { companyId: user.companyId, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'responsible_changed', actorUserId: user.id });
    return { version: row.version, commission };
  });
  if (!updated) throw conflict();
  deps.caches.dropDealList(user.companyId);
  const audit = { from: from.id, to: to.id, ...(updated.commission ? { commission: { id: updated.commission.id, followed: updated.commission.followed } } : {}) };
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.change_responsible', entity: 'deal', entityId: deal.id, data: audit }, meta);
  return { message: `Responsável alterado para ${to.name}`, version: updated.version };
}

/** The timeline's word on the commission: whether it went along, and its status then (none before it opens). */
const handOverOf = (c: CommissionHandOver | null) => (c ? { commission: { followed: c.followed, status: c.status } } : {});

/** Who the user may hand a deal to (the same people changeResponsible accepts): active, of the company or affiliate. */
export function assignableUsers(deps: Deps, user: AuthUser) {
  return assignableUsersOf(deps.db, user.companyId, dealScope(user).subsidiaryId);
}
