import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionCents, commissionStatusCode, NEXT_COMMISSION_STATUS, parseCommissionStatus, parseTransactionStatus, toCents } from './commissions.ts';

describe('commissions arithmetic and status codes', () => {
  it('computes the commission in exact cents, rounding half up', () => {
    expect(commissionCents(40_000_000, 120)).toBe(480_000);
    expect(commissionCents(33_333_333, 125)).toBe(416_667);
    expect(commissionCents(100, 50)).toBe(1); // 0,50 of a cent rounds up
    expect(commissionCents(99, 50)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, bps) => Number.isInteger(commissionCents(cents, bps)) && Math.abs(commissionCents(cents, bps) - (cents * bps) / 10_000) <= 0.5,
      ),
    );
  });

  it('turns reais into cents without float drift', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1200.5)).toBe(120_050);
    expect(toCents(333333.33)).toBe(33_333_333);
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => toCents(cents / 100) === cents));
  });

  it('reads a status in both spec readings and walks the flow', () => {
    expect(parseCommissionStatus('PAID')).toBe('PAID');
    expect(parseCommissionStatus(3)).toBe('PREVISION');
    expect(parseCommissionStatus('5')).toBe('PAYMENT_PENDING');
    expect(parseCommissionStatus(0)).toBeUndefined();
    expect(parseCommissionStatus('toString')).toBeUndefined();
    expect(parseTransactionStatus(2)).toBe('PAID');
    expect(parseTransactionStatus('CANCELED')).toBe('CANCELED');
    expect(commissionStatusCode('CANCELED')).toBe(2);
    const path = ['PREVISION'];
    while (NEXT_COMMISSION_STATUS[path.at(-1) as 'PREVISION']) path.push(NEXT_COMMISSION_STATUS[path.at(-1) as 'PREVISION']!);
    expect(path).toEqual(['PREVISION', 'PENDING_INVOICE', 'PAYMENT_PENDING', 'PAID']);
  });
});
