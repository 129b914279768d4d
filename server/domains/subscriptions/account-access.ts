import type { SqlBool } from 'kysely';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../lib/errors.ts';

/** What decides whether a user may work, beside their password and session (auth.repository.ts accountWithAccess). */
export interface AccountAccess {
  subsidiary_status: 'active' | 'test' | 'inactive';
  test_end_at: Date | null;
  /**
   * When the company's paid access ends, or ended: the end of its last paid period once no subscription renews
   * (subscriptions.repository.ts paidAccessEndsAt). Null while one renews, and for a company that never subscribed.
   */
  paid_access_ends_at: Date | null;
  can_subscribe: SqlBool;
}

/**
 * From when this account may not work (milliseconds since the epoch), or null when the passing of time alone never
 * closes it (whatever else would close it is a change in the database). An inactive affiliate is closed to everyone.
 * When the test period or the paid access is over, only who may subscribe still works (the panel leads them to the
 * plans); everyone else is told to ask them. An affiliate put back in test by the platform's staff works until that
 * test ends, whatever the subscription did.
 *
 * Known in advance, so the sessions a request resolves from a cache can be closed at that instant with a comparison
 * (auth/session.ts), by the same rule the login and the refresh apply (`accessRefusal`).
 */
export function accessEndsAt(a: AccountAccess): number | null {
  if (a.subsidiary_status === 'inactive') return Number.NEGATIVE_INFINITY;
  if (a.can_subscribe) return null;
  if (a.subsidiary_status === 'test') return a.test_end_at?.getTime() ?? null;
  return a.paid_access_ends_at?.getTime() ?? null;
}

/** Whether an account whose access ends at `endsAt` (`accessEndsAt`) is closed at `now` (by default, this instant). */
export function accessEnded(endsAt: number | null, now?: number): boolean {
  return endsAt !== null && (now ?? Date.now()) >= endsAt;
}

/** Why this account may not work now, or null (the rule is `accessEndsAt`'s); the error says why, in pt-BR. */
export function accessRefusal(a: AccountAccess, now = Date.now()): AppError | null {
  if (!accessEnded(accessEndsAt(a), now)) return null;
  if (a.subsidiary_status === 'inactive') return new AppError('SUBSIDIARY_IS_NOT_ACTIVE_ERROR', CALL_MESSAGES.subsidiaryInactive);
  if (a.subsidiary_status === 'test') return new AppError('SUBSIDIARY_IS_NOT_ACTIVE_ERROR', CALL_MESSAGES.trialOver);
  return new AppError('SUBSCRIPTION_NOT_FOUND_ERROR', CALL_MESSAGES.subscriptionEnded);
}
