import type { CALL_MESSAGES } from './messages.ts';

export type SubsidiaryStatus = 'active' | 'test' | 'inactive';

/** An affiliate's billing state: its status and, while in test (or deactivated during one), the test's end. */
export interface BillingState {
  status: SubsidiaryStatus;
  testEndAt: Date | null;
}

/** What is asked for: a status and, for 'test', the last day of the test period ('YYYY-MM-DD'). */
export interface RequestedStatus {
  status: SubsidiaryStatus;
  testEndAt: string | null;
}

type Refusal = keyof Pick<typeof CALL_MESSAGES, 'trialEndsOnlyBySubscription' | 'trialEndFixed' | 'trialStartsOnlyByPlatform'>;

/** The Brasília calendar day ('YYYY-MM-DD') an instant falls on (fixed UTC-3, as `testEndInstant` reads it). */
export const brasiliaDay = (d: Date): string => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** In a test period, or deactivated during one (reactivating must not skip the trial). */
export const inTrial = (s: BillingState): boolean => s.status === 'test' || (s.status === 'inactive' && s.testEndAt !== null);

/**
 * Why a company administrator (not a platform operator) may not move an affiliate from `current` to `next`, or null.
 * Billing state changes only through the billing flow or a platform operator (docs/design/security.md): an
 * administrator may deactivate and reactivate, but a trial keeps its end, never becomes 'active' and is never started.
 * A new affiliate is checked against its creator's own affiliate: it takes the company's billing state.
 */
export function billingRefusal(current: BillingState, next: RequestedStatus): Refusal | null {
  if (next.status === 'inactive') return null;
  const trial = inTrial(current);
  if (next.status === 'active') return trial ? 'trialEndsOnlyBySubscription' : null;
  if (!trial) return 'trialStartsOnlyByPlatform';
  return current.testEndAt && next.testEndAt === brasiliaDay(current.testEndAt) ? null : 'trialEndFixed';
}

/** The statuses an administrator is offered for an affiliate: its trial or 'active', and 'inactive'. */
export function statusChoices(current: BillingState, platformOperator: boolean): SubsidiaryStatus[] {
  if (platformOperator) return ['active', 'test', 'inactive'];
  return [inTrial(current) ? 'test' : 'active', 'inactive'];
}
