import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccountAccess, accessEnded, accessEndsAt, accessRefusal } from './account-access.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const before = new Date(NOW - 1);
const after = new Date(NOW + 60_000);
const account = (a: Partial<AccountAccess>): AccountAccess => ({ subsidiary_status: 'active', test_end_at: null, paid_access_ends_at: null, can_subscribe: false, ...a });

describe('accessRefusal: who may work now', () => {
  it.each([
    ['an inactive affiliate, even for who may subscribe', account({ subsidiary_status: 'inactive', can_subscribe: true }), 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR', 'filial está inativa'],
    ['a test period over', account({ subsidiary_status: 'test', test_end_at: before }), 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR', 'período de teste'],
    ['a test period ending at this very instant', account({ subsidiary_status: 'test', test_end_at: new Date(NOW) }), 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR', 'período de teste'],
    ['the paid access over', account({ paid_access_ends_at: before }), 'SUBSCRIPTION_NOT_FOUND_ERROR', 'assinatura da empresa terminou'],
  ])('refuses %s', (_, a, type, message) => {
    const refusal = accessRefusal(a, NOW);
    expect(refusal?.type).toBe(type);
    expect(refusal?.message).toContain(message);
  });

  it.each([
    ['a test period still running', account({ subsidiary_status: 'test', test_end_at: after })],
    ['a test period without an end', account({ subsidiary_status: 'test' })],
    ['a paid access still running (cancelled, its period not over)', account({ paid_access_ends_at: after })],
    ['a company that never subscribed and is not in test', account({})],
    ['who may subscribe, once the test is over', account({ subsidiary_status: 'test', test_end_at: before, can_subscribe: true })],
    ['who may subscribe, once the paid access is over', account({ paid_access_ends_at: before, can_subscribe: true })],
    ['an affiliate put back in test after the paid access ended', account({ subsidiary_status: 'test', test_end_at: after, paid_access_ends_at: before })],
  ])('lets in %s', (_, a) => {
    expect(accessRefusal(a, NOW)).toBeNull();
  });
});

describe('accessEndsAt: the instant, known in advance, that each request compares with the clock', () => {
  it('is when the test period or the paid access ends; none for who may subscribe or what no clock ends', () => {
    expect(accessEndsAt(account({ subsidiary_status: 'test', test_end_at: after }))).toBe(after.getTime());
    expect(accessEndsAt(account({ paid_access_ends_at: after }))).toBe(after.getTime());
    expect(accessEndsAt(account({ subsidiary_status: 'test', test_end_at: after, can_subscribe: true }))).toBeNull();
    expect(accessEndsAt(account({}))).toBeNull();
    expect(accessEnded(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('agrees with accessRefusal for every account and instant: a session is closed exactly when a refresh or a login is refused', () => {
    const date = fc.option(fc.integer({ min: NOW - 10, max: NOW + 10 }).map((t) => new Date(t)));
    fc.assert(
      fc.property(
        fc.record({ subsidiary_status: fc.constantFrom('active', 'test', 'inactive'), test_end_at: date, paid_access_ends_at: date, can_subscribe: fc.boolean() }),
        fc.integer({ min: NOW - 12, max: NOW + 12 }),
        (a, now) => {
          expect(accessEnded(accessEndsAt(a as AccountAccess), now)).toBe(accessRefusal(a as AccountAccess, now) !== null);
        },
      ),
    );
  });
});
