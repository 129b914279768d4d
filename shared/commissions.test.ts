import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionBelowTransactions,
  commissionCents,
  commissionStatusCode,
  NEXT_COMMISSION_STATUS,
  parseCommissionStatus,
  parseTransactionStatus,
  toCents,
  transactionAboveCommission,
} from './commissions.ts';

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

describe('a commission’s transactions add up to no more than the commission', () => {
  const tx = (flow: number, status: string, amountCents: number) => ({ flow, status, amountCents });

  it('lets the outflows reach the commission’s amount, not pass it; cancelled ones do not count', () => {
    const others = [tx(2, 'PAID', 500_000), tx(2, 'PENDING', 300_000), tx(2, 'CANCELED', 900_000), tx(1, 'PAID', 936_000)];
    expect(transactionAboveCommission(936_000, others, 2, 136_000)).toBeNull();
    expect(transactionAboveCommission(936_000, others, 2, 136_001)).toBe('Os repasses não podem passar do valor da comissão (R$\u00a09.360,00): restam R$\u00a01.360,00 a repassar');
    expect(transactionAboveCommission(936_000, [], 2, 5_000_000)).toBe('Os repasses não podem passar do valor da comissão (R$\u00a09.360,00): restam R$\u00a09.360,00 a repassar');
    expect(transactionAboveCommission(936_000, [tx(2, 'PENDING', 936_000)], 2, 1)).toBe('Os repasses já somam o valor da comissão (R$\u00a09.360,00): não resta nada a repassar');
  });

  it('checks the inflows on their own: the bank pays no more than the commission', () => {
    const paid = [tx(1, 'PAID', 936_000), tx(2, 'PENDING', 100_000)];
    expect(transactionAboveCommission(936_000, paid, 1, 1)).toBe('As entradas já somam o valor da comissão (R$\u00a09.360,00): não resta nada a receber');
    expect(transactionAboveCommission(936_000, [tx(1, 'PENDING', 36_000)], 1, 900_000)).toBeNull();
    expect(transactionAboveCommission(936_000, [tx(1, 'PENDING', 36_000)], 1, 900_001)).toBe('As entradas não podem passar do valor da comissão (R$\u00a09.360,00): restam R$\u00a09.000,00 a receber');
  });
});

describe('a commission is not lowered below what its transactions already use', () => {
  const tx = (flow: number, status: string, amountCents: number) => ({ flow, status, amountCents });

  it('names the larger of the outflows and the inflows as the minimum; cancelled ones do not count', () => {
    const outflows = [tx(2, 'PAID', 300_000), tx(2, 'PENDING', 100_000), tx(2, 'CANCELED', 500_000), tx(1, 'PENDING', 200_000)];
    expect(commissionBelowTransactions(400_000, outflows)).toBeNull();
    expect(commissionBelowTransactions(399_999, outflows)).toBe('O valor da comissão não pode ser menor que R$\u00a04.000,00, já lançado em saídas (ficaria em R$\u00a03.999,99)');
    expect(commissionBelowTransactions(100_000, [tx(1, 'PAID', 450_000), tx(2, 'PENDING', 400_000)])).toBe(
      'O valor da comissão não pode ser menor que R$\u00a04.500,00, já lançado em entradas (ficaria em R$\u00a01.000,00)',
    );
    expect(commissionBelowTransactions(0, [tx(2, 'CANCELED', 1)])).toBeNull();
  });
});
