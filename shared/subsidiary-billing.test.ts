import { describe, expect, it } from 'vitest';
import { type BillingState, billingRefusal, brasiliaDay, statusChoices } from './subsidiary-billing.ts';

const end = new Date('2026-12-10T15:00:00Z');
const trial: BillingState = { status: 'test', testEndAt: end };
const active: BillingState = { status: 'active', testEndAt: null };
const pausedTrial: BillingState = { status: 'inactive', testEndAt: end };
const paused: BillingState = { status: 'inactive', testEndAt: null };

describe('what an administrator may do to an affiliate’s billing state', () => {
  it.each([
    [trial, { status: 'active', testEndAt: null }, 'trialEndsOnlyBySubscription'],
    [trial, { status: 'test', testEndAt: '2099-12-31' }, 'trialEndFixed'],
    [trial, { status: 'test', testEndAt: '2026-12-10' }, null],
    [trial, { status: 'inactive', testEndAt: null }, null],
    [pausedTrial, { status: 'active', testEndAt: null }, 'trialEndsOnlyBySubscription'],
    [pausedTrial, { status: 'test', testEndAt: '2026-12-10' }, null],
    [active, { status: 'test', testEndAt: '2099-12-31' }, 'trialStartsOnlyByPlatform'],
    [active, { status: 'inactive', testEndAt: null }, null],
    [paused, { status: 'active', testEndAt: null }, null],
  ] as const)('%o → %o: %s', (current, next, refusal) => {
    expect(billingRefusal(current, next)).toBe(refusal);
  });

  it('offers the trial or "active", and "inactive"; an operator everything', () => {
    expect(statusChoices(pausedTrial, false)).toEqual(['test', 'inactive']);
    expect(statusChoices(paused, false)).toEqual(['active', 'inactive']);
    expect(statusChoices(trial, true)).toEqual(['active', 'test', 'inactive']);
  });

  it('reads the Brasília day of an instant (23:59:59 there is still that day)', () => {
    expect(brasiliaDay(new Date('2026-12-11T02:59:59Z'))).toBe('2026-12-10');
    expect(brasiliaDay(new Date('2026-12-11T03:00:00Z'))).toBe('2026-12-11');
  });
});
