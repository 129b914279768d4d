import type { SqlBool } from 'kysely';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../lib/errors.ts';

/** What decides whether a user may sign in, beside their password (auth.repository.ts accountWithAccess). */
export interface AccountAccess {
  subsidiary_status: 'active' | 'test' | 'inactive';
  test_end_at: Date | null;
  /** The end of the company's last paid period once no subscription is current (subscriptions.repository.ts). */
  paid_access_ended_at: Date | null;
  can_subscribe: SqlBool;
}

/**
 * Why this account may not work now, or null. An inactive affiliate is closed to everyone. When the test period or the
 * paid access is over, only who may subscribe still signs in (the panel leads them to the plans); everyone else is told
 * to ask them. An affiliate put back in test by the platform's staff works until that test ends, whatever the
 * subscription did.
 */
export function accessRefusal(a: AccountAccess, now = Date.now()): AppError | null {
  if (a.subsidiary_status === 'inactive') return new AppError('SUBSIDIARY_IS_NOT_ACTIVE_ERROR', CALL_MESSAGES.subsidiaryInactive);
  if (a.can_subscribe) return null;
  if (a.subsidiary_status === 'test' && a.test_end_at !== null && a.test_end_at.getTime() < now) {
    return new AppError('SUBSIDIARY_IS_NOT_ACTIVE_ERROR', CALL_MESSAGES.trialOver);
  }
  if (a.subsidiary_status === 'active' && a.paid_access_ended_at !== null) return new AppError('SUBSCRIPTION_NOT_FOUND_ERROR', CALL_MESSAGES.subscriptionEnded);
  return null;
}
