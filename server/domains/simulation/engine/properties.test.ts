import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyFromAnnual } from './rates.ts';
import { type EngineScenario, INDEXER_NAMES } from './scenario.ts';
import { computeSchedule } from './schedule.ts';
import { rankFigures, simulateScenario } from './simulate.ts';

const scenarioArb = fc.record({
  system: fc.constantFrom('PRICE' as const, 'SAC' as const),
  principal: fc.integer({ min: 1000, max: 3_000_000 }),
  termMonths: fc.integer({ min: 1, max: 420 }),
  monthly: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
});

const indexerArb = fc.option(fc.record({ name: fc.constantFrom(...INDEXER_NAMES), annualProjection: fc.double({ min: -0.02, max: 0.15, noNaN: true }) }), { nil: undefined });

/** Any engine scenario: indexers, grace, insurance, fees, expenses and every IOF kind. */
const fullArb = fc
  .record({
    base: scenarioArb,
    indexer: indexerArb,
    graceMonths: fc.integer({ min: 0, max: 24 }),
    mip: fc.double({ min: 0, max: 0.001, noNaN: true }),
    dfi: fc.double({ min: 0, max: 0.0005, noNaN: true }),
    admin: fc.integer({ min: 0, max: 50 }),
    expenses: fc.double({ min: 0, max: 0.05, noNaN: true }),
    upfront: fc.double({ min: 0, max: 0.05, noNaN: true }),
    iof: fc.constantFrom('none' as const, 'individual' as const, 'company' as const, 'simples' as const),
  })
  .map(
    ({ base, indexer, graceMonths, mip, dfi, admin, expenses, upfront, iof }): EngineScenario => ({
      system: base.system,
      principal: base.principal,
      termMonths: base.termMonths,
      rate: { monthly: base.monthly },
      indexer,
      graceMonths,
      propertyValue: base.principal * 1.4,
      mipMonthlyRate: mip,
      dfiMonthlyRate: dfi,
      adminFeeMonthly: admin,
      financedExpenses: base.principal * expenses,
      upfrontFees: base.principal * upfront,
      iof,
    }),
  );

const cents = (v: number) => Math.round(v * 100);

describe('properties of docs/design/finance.md', () => {
  it('amortisations sum to the financed principal (no grace, no index) and the last balance is zero', () => {
    fc.assert(
      fc.property(scenarioArb, ({ system, principal, termMonths, monthly }) => {
        const { columns } = computeSchedule({ system, balance: principal, termMonths, monthlyRate: monthly }).table;
        const sum = columns.amortization.reduce((a, v) => a + v, 0);
        return Math.abs(sum - principal) < 1e-6 * principal && columns.balance[termMonths - 1] === 0;
      }),
    );
  });

  it('with grace and an index, amortisations repay the financed amount plus every correction and capitalised interest', () => {
    fc.assert(
      fc.property(fullArb, (s) => {
        const r = simulateScenario(s);
        const { amortization, correction, balance } = r.schedule.columns;
        const g = s.graceMonths ?? 0;
        let added = 0;
        for (let k = 0; k < r.schedule.length; k++) added += correction[k];
        // Capitalised grace interest: what the balance grew by in grace beyond the corrections.
        const capitalised = g > 0 ? balance[g - 1] - r.financedAmount - correction.subarray(0, g).reduce((a, v) => a + v, 0) : 0;
        const sum = amortization.reduce((a, v) => a + v, 0);
        return Math.abs(sum - (r.financedAmount + added + capitalised)) < 0.02 + 1e-9 * sum;
      }),
    );
  });

  it('without an index PRICE charges a constant instalment; SAC instalments strictly decrease', () => {
    fc.assert(
      fc.property(scenarioArb, ({ principal, termMonths, monthly }) => {
        const price = computeSchedule({ system: 'PRICE', balance: principal, termMonths, monthlyRate: monthly }).table;
        const sac = computeSchedule({ system: 'SAC', balance: principal, termMonths, monthlyRate: monthly }).table;
        const constant = price.installment.every((v) => v === price.installment[0]);
        const { amortization: a, interest: i } = sac.columns;
        let decreasing = true;
        for (let k = 1; k < termMonths; k++) {
          // Unrounded strictly; as charged in cents never up.
          if (!(a[k] + i[k] < a[k - 1] + i[k - 1]) || sac.installment[k] > sac.installment[k - 1]) decreasing = false;
        }
        return constant && decreasing;
      }),
    );
  });

  it('with a constant index every PRICE instalment without insurance and fees grows by exactly 1 + c', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        indexerArb.filter((x) => x !== undefined),
        fc.integer({ min: 0, max: 12 }),
        ({ principal, termMonths, monthly }, indexer, graceMonths) => {
          const c = monthlyFromAnnual(indexer!.annualProjection);
          const r = simulateScenario({ system: 'PRICE', principal, termMonths, rate: { monthly }, indexer, graceMonths });
          const { amortization: a, interest: i } = r.schedule.columns;
          for (let k = graceMonths + 1; k < r.schedule.length; k++) if (Math.abs((a[k] + i[k]) / (a[k - 1] + i[k - 1]) - (1 + c)) > 1e-12) return false;
          return true;
        },
      ),
    );
  });

  it('CET equals the contract rate when there are no costs (up to the cents the bank rounds)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ system, principal, termMonths, monthly }) => {
        const r = simulateScenario({ system, principal, termMonths, rate: { monthly } });
        const smallest = r.schedule.installment.reduce((a, v) => Math.min(a, v), Number.POSITIVE_INFINITY);
        // Half a cent on every payment moves the rate by at most 0,005 / (smallest payment) in relative terms.
        return Math.abs(r.cetMonthly - monthly) <= (0.006 / smallest) * (1 + monthly);
      }),
    );
  });

  it('CET grows with every cost added (insurance, admin fee, financed expenses, up-front fees, IOF)', () => {
    fc.assert(
      fc.property(
        scenarioArb.filter((s) => s.termMonths >= 2),
        ({ system, principal, termMonths, monthly }) => {
          const base: EngineScenario = { system, principal, termMonths, rate: { monthly } };
          const costs: Partial<EngineScenario>[] = [
            { propertyValue: principal * 1.5, mipMonthlyRate: 0.0003 },
            { propertyValue: principal * 1.5, dfiMonthlyRate: 0.0001 },
            { adminFeeMonthly: 25 },
            { financedExpenses: principal * 0.03 },
            { upfrontFees: principal * 0.01 },
            { iof: 'individual' },
          ];
          let previous = simulateScenario(base).cetMonthly;
          let acc = base;
          for (const c of costs) {
            acc = { ...acc, ...c };
            const cet = simulateScenario(acc).cetMonthly;
            if (!(cet > previous)) return false;
            previous = cet;
          }
          return true;
        },
      ),
      { numRuns: 60 },
    );
  });

  it('totalPaid equals the sum of the schedule instalments, every one charged in cents', () => {
    fc.assert(
      fc.property(fullArb, (s) => {
        const r = simulateScenario(s);
        const rows = r.schedule.rows();
        const sum = rows.reduce((a, x) => a + cents(x.installment), 0);
        return sum === cents(r.totalPaid) && rows.every((x) => Math.abs(x.installment * 100 - cents(x.installment)) < 1e-6) && rows.length === (s.graceMonths ?? 0) + s.termMonths;
      }),
    );
  });

  it('the ranking path gives exactly the figures of the full simulation', () => {
    fc.assert(
      fc.property(fullArb, (s) => {
        const { schedule: _schedule, ...full } = simulateScenario(s);
        expect(rankFigures(s)).toStrictEqual(full);
      }),
      { numRuns: 300 },
    );
  });

  it('every figure is finite', () => {
    fc.assert(fc.property(fullArb, (s) => Object.values(rankFigures(s)).every(Number.isFinite)));
  });
});
