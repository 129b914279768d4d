import { type CommissionStatus, isFinalCommissionStatus } from '../../../shared/commissions.ts';
import type { Database } from '../../db/database.ts';
import * as repo from './commissions.repository.ts';

/** What became of a deal's commission when the deal changed hands (told on the owner change's timeline entry and audit). */
export interface CommissionHandOver {
  id: string;
  status: CommissionStatus;
  /** Whether it went to the new owner; a paid or cancelled one stays with the former. */
  followed: boolean;
}

/**
 * The deal's commission goes with the deal to its new owner, inside the owner change's transaction (docs/features.md,
 * "Comissões"): whoever carries the deal from now on earns what is still open. A paid or cancelled commission stays with
 * the owner who had it, since it was earned or settled before the hand-over. Null when the deal has no commission yet
 * (its forecast, once it opens, takes the deal's owner of that day).
 */
export async function followDealOwner(trx: Database, dealId: string, ownerId: string): Promise<CommissionHandOver | null> {
  const commission = await repo.lockCommissionOfDeal(trx, dealId);
  if (!commission) return null;
  const status = commission.status as CommissionStatus;
  if (isFinalCommissionStatus(status)) return { id: commission.id, status, followed: false };
  if (commission.owner_id !== ownerId) await repo.setCommissionOwner(trx, commission.id, ownerId);
  return { id: commission.id, status, followed: true };
}
