import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IOF_ADDITIONAL_RATE, iofFactor } from './iof.ts';
import { irr } from './irr.ts';
import { ageInMonths, maxTermForAge, maxTermMonthsForBirthDate } from './limits.ts';
import { monthlyFromAnnual, roundCents } from './rates.ts';
import { type EngineScenario, type Scenario, ZScenario } from './scenario.ts';
import { rankFigures, simulateScenario } from './simulate.ts';

const run = (s: Scenario) => simulateScenario(ZScenario.parse(s));
/** An annual projection whose monthly correction is 1 % (c = 0,01 up to the last bit or two). */
const ONE_PERCENT_A_MONTH = 1.01 ** 12 - 1;

describe('post-fixed indexer (docs/design/finance.md v2)', () => {
  // Hand-checked with 40-digit decimals: B1 = 100.000 · 1,01 = 101.000; PMT = 101.000 · 0,01 / (1 − 1,01^−12).
  const r = run({ system: 'PRICE', principal: 100000, termMonths: 12, rate: { monthly: 0.01 }, indexer: { name: 'IPCA', annualProjection: ONE_PERCENT_A_MONTH } });
  const rows = r.schedule.rows();

  it('corrects the balance before interest and recomputes PRICE on it: R$ 8.973,73, R$ 9.063,46 … R$ 10.011,70', () => {
    expect(rows[0].correction).toBe(1000);
    expect(rows[0].interest).toBe(1010);
    expect(rows.map((x) => x.installment).slice(0, 2)).toEqual([8973.73, 9063.46]);
    expect(r.lastInstallment).toBe(10011.7);
    expect(rows[11].balance).toBe(0);
  });

  it('with a constant index every PRICE instalment (no insurance, no fees) grows by exactly 1 + c', () => {
    const { amortization, interest } = r.schedule.columns;
    for (let k = 1; k < 12; k++) expect((amortization[k] + interest[k]) / (amortization[k - 1] + interest[k - 1])).toBeCloseTo(1.01, 12);
  });

  it('corrects DFI with the property value (V·(1+c)^k from the release), not the admin fee', () => {
    const s = run({
      system: 'SAC',
      principal: 100000,
      termMonths: 12,
      rate: { monthly: 0.01 },
      indexer: { name: 'TR', annualProjection: ONE_PERCENT_A_MONTH },
      propertyValue: 200000,
      dfiMonthlyRate: 0.0001,
      adminFeeMonthly: 25,
    });
    const sRows = s.schedule.rows();
    expect(sRows[0].dfi).toBe(20.2);
    expect(sRows[11].dfi).toBe(roundCents(20 * 1.01 ** 12));
    expect(sRows.every((x) => x.adminFee === 25)).toBe(true);
    // SAC amortises the corrected balance over the remaining months: 101.000 / 12 + 1.010 + 20,20 + 25.
    expect(sRows[0].amortization).toBe(8416.67);
    expect(s.firstInstallment).toBe(roundCents(101000 / 12 + 1010 + 20.2 + 25));
  });

  it('a fixed-rate product (no indexer) has a zero correction column', () => {
    expect(
      run({ system: 'SAC', principal: 10000, termMonths: 6, rate: { monthly: 0.01 } })
        .schedule.rows()
        .every((x) => x.correction === 0),
    ).toBe(true);
  });

  it('the projected CET is above the fixed part: indexed results are never ranked as if the index were zero', () => {
    const fixed = run({ system: 'PRICE', principal: 100000, termMonths: 12, rate: { monthly: 0.01 } });
    expect(r.cetMonthly).toBeGreaterThan(fixed.cetMonthly);
    // 1 % fixed + 1 % index: (1,01 · 1,01) − 1 = 2,01 % a.m. when nothing else is charged (up to the cents).
    expect(r.cetMonthly).toBeCloseTo(0.0201, 6);
  });
});

describe('grace months (docs/design/finance.md v2)', () => {
  // Hand-checked: B 100.000 → 101.000 → 102.010; MIP 0,03 % on the growing balance, DFI 0,01 % of 200.000, fee 25.
  const r = run({
    system: 'PRICE',
    principal: 100000,
    termMonths: 12,
    rate: { monthly: 0.01 },
    graceMonths: 2,
    propertyValue: 200000,
    mipMonthlyRate: 0.0003,
    dfiMonthlyRate: 0.0001,
    adminFeeMonthly: 25,
  });
  const rows = r.schedule.rows();

  it('lists every month from the release, grace months included', () => {
    expect(rows).toHaveLength(14);
    expect(rows.map((x) => x.month)).toEqual(Array.from({ length: 14 }, (_, k) => k + 1));
  });

  it('pays MIP, DFI and the admin fee in grace months, capitalises the interest, amortises nothing', () => {
    expect(rows[0]).toEqual({ month: 1, balance: 101000, correction: 0, amortization: 0, interest: 0, mip: 30, dfi: 20, adminFee: 25, installment: 75 });
    expect(rows[1]).toEqual({ month: 2, balance: 102010, correction: 0, amortization: 0, interest: 0, mip: 30.3, dfi: 20, adminFee: 25, installment: 75.3 });
  });

  it('firstInstallment is month g+1: PRICE of 102.010 over 12 months + insurance + fee = R$ 9.139,07', () => {
    expect(r.firstInstallment).toBe(9139.07);
    expect(rows[2].installment).toBe(9139.07);
    expect(rows[3].installment).toBe(9136.65);
    expect(r.minimumIncome).toBe(roundCents(9139.07 / 0.3));
  });

  it('totalPaid includes the grace months and the CET counts their payments', () => {
    const sum = rows.reduce((a, x) => a + Math.round(x.installment * 100), 0);
    expect(Math.round(r.totalPaid * 100)).toBe(sum);
    const noGraceCosts = irr(
      100000,
      rows.slice(2).map((x) => x.installment),
      3,
      0.01,
    );
    expect(r.cetMonthly).toBeGreaterThan(noGraceCosts);
  });

  it('with no costs the CET is still the contract rate: capitalised interest is just interest', () => {
    const g = run({ system: 'SAC', principal: 100000, termMonths: 120, rate: { monthly: 0.01 }, graceMonths: 6 });
    expect(g.schedule.rows()[0].installment).toBe(0);
    expect(g.cetMonthly).toBeCloseTo(0.01, 7);
  });
});

describe('charged in cents (docs/design/finance.md v2)', () => {
  it('rounds every payment half-up to cents and totalPaid is the sum of the installment column', () => {
    const r = run({ system: 'SAC', principal: 300000, termMonths: 360, rate: { monthly: 0.01 } });
    const rows = r.schedule.rows();
    expect(rows.every((x) => Number.isInteger(Math.round(x.installment * 100)) && Math.abs(x.installment * 100 - Math.round(x.installment * 100)) < 1e-6)).toBe(true);
    // 3.833,33 is 3.833,333… charged: rounding the unrounded total instead would give a different figure.
    expect(rows[0].installment).toBe(3833.33);
    expect(Math.round(r.totalPaid * 100)).toBe(rows.reduce((a, x) => a + Math.round(x.installment * 100), 0));
    expect(r.totalPaid).toBe(841500);
  });

  it('rounds R$ x,xx5 up (half-up), like the bank', () => {
    // 1.000 at 0,5 % a.m. in one month: 1.005,00; 1.001 → 1.006,005 charged 1.006,01.
    expect(run({ system: 'PRICE', principal: 1001, termMonths: 1, rate: { monthly: 0.005 } }).firstInstallment).toBe(1006.01);
  });

  it('minimum income is the charged first instalment over the commitment, in cents', () => {
    const r = run({ system: 'PRICE', principal: 10000, termMonths: 12, rate: { monthly: 0.02 }, incomeCommitment: 0.3 });
    expect(r.minimumIncome).toBe(3152);
  });
});

describe('IOF with grace and the Simples Nacional rate', () => {
  it('counts days from the release: a 1-month loan after 2 grace months pays 90 days', () => {
    expect(iofFactor('individual', 'PRICE', 1, 0.02, 2)).toBeCloseTo(IOF_ADDITIONAL_RATE + 0.000082 * 90, 14);
  });

  it('caps at 365 days: after 12 grace months every amortisation counts 365', () => {
    expect(iofFactor('individual', 'SAC', 24, 0.01, 12)).toBeCloseTo(IOF_ADDITIONAL_RATE + 0.000082 * 365, 14);
  });

  it('SAC, 24 months, 6 of grace: (30·(7+…+12))/24 + 365·18/24 = 345 days', () => {
    expect(iofFactor('individual', 'SAC', 24, 0.01, 6)).toBeCloseTo(IOF_ADDITIONAL_RATE + 0.000082 * 345, 14);
  });

  it('PRICE closed form equals the sum over the unit schedule', () => {
    const i = 0.015;
    const n = 48;
    const pmt = i / (1 - (1 + i) ** -n);
    let b = 1;
    let days = 0;
    for (let j = 1; j <= n; j++) {
      const a = pmt - b * i;
      days += a * Math.min(30 * (3 + j), 365);
      b -= a;
    }
    expect(iofFactor('company', 'PRICE', n, i, 3)).toBeCloseTo(IOF_ADDITIONAL_RATE + 0.000082 * days, 13);
  });

  it('Simples Nacional (company operation up to R$ 30 mil): 0,00274 % a day plus 0,38 %', () => {
    expect(iofFactor('simples', 'PRICE', 1, 0.02)).toBeCloseTo(IOF_ADDITIONAL_RATE + 0.0000274 * 30, 14);
    const base: EngineScenario = { system: 'PRICE', principal: 30000, termMonths: 24, rate: { monthly: 0.02 } };
    const simples = simulateScenario({ ...base, iof: 'simples' });
    const company = simulateScenario({ ...base, iof: 'company' });
    expect(simples.iof).toBeGreaterThan(0);
    expect(simples.iof).toBeLessThan(company.iof);
  });

  it('the index does not change the IOF (monetary correction is not principal)', () => {
    const base: Scenario = { system: 'SAC', principal: 50000, termMonths: 60, rate: { monthly: 0.015 }, iof: 'individual' };
    expect(run({ ...base, indexer: { name: 'CDI', annualProjection: 0.1 } }).iof).toBe(run(base).iof);
  });
});

describe('financed expenses and up-front fees', () => {
  it('financed expenses enlarge the balance but are not released; up-front fees lower FC0', () => {
    const base: Scenario = { system: 'PRICE', principal: 100000, termMonths: 120, rate: { monthly: 0.01 } };
    const fin = run({ ...base, financedExpenses: 3000 });
    expect(fin.financedAmount).toBe(103000);
    expect(fin.cetMonthly).toBeCloseTo(irr(100000, fin.schedule.installment, 1, 0.01), 12);
    const up = run({ ...base, upfrontFees: 2000 });
    expect(up.financedAmount).toBe(100000);
    expect(up.cetMonthly).toBeCloseTo(irr(98000, up.schedule.installment, 1, 0.01), 12);
  });
});

describe('ranking figures (lean path)', () => {
  it('gives exactly the figures of the full simulation', () => {
    const s: EngineScenario = {
      system: 'SAC',
      principal: 400000,
      termMonths: 360,
      rate: { annual: 0.1149 },
      indexer: { name: 'TR', annualProjection: 0.02 },
      propertyValue: 500000,
      mipMonthlyRate: 0.0003,
      dfiMonthlyRate: 0.0001,
      adminFeeMonthly: 25,
      graceMonths: 3,
      iof: 'company',
    };
    const { schedule: _schedule, ...full } = simulateScenario(s);
    expect(rankFigures(s)).toEqual(full);
  });
});

describe('age rule in days (docs/design/finance.md v2: ≤ 80 years and 6 months at the last instalment)', () => {
  it.each([
    // Born 31 Aug 1946 → turns 80y6m on 28 Feb 2027 (month end clamps).
    ['1946-08-31', '2026-11-30', 3],
    ['1946-08-31', '2026-11-28', 3],
    ['1946-08-31', '2026-11-27', 3],
    ['1946-08-31', '2026-12-01', 2],
    // Born 29 Feb 1948 → 29 Aug 2028.
    ['1948-02-29', '2028-02-29', 6],
    ['1948-02-29', '2028-03-01', 5],
    // Born 15 Jan 1960 → 15 Jul 2040: on the birthday 174, a day later 173.
    ['1960-01-15', '2026-01-15', 174],
    ['1960-01-15', '2026-01-16', 173],
    // Already past the limit.
    ['1940-01-01', '2026-01-01', -66],
  ])('born %s, today %s → at most %i months', (birth, today, expected) => {
    expect(maxTermMonthsForBirthDate(birth, today)).toBe(expected);
  });

  it('is stricter than whole months of age: the day before the birthday one month less', () => {
    // Whole months of age allow 175 (66 years − 1 month old); in days, 14 Jan 2026 + 175 months = 14 Aug 2040 > 15 Jul 2040.
    expect(maxTermForAge(ageInMonths('1960-01-15', '2026-01-14'))).toBe(175);
    expect(maxTermMonthsForBirthDate('1960-01-15', '2026-01-14')).toBe(174);
  });
});

describe('scenario contract v2 validation', () => {
  const ok = { system: 'PRICE', principal: 10000, termMonths: 12, rate: { monthly: 0.01 } };
  const message = (input: unknown) => ZScenario.safeParse(input).error?.issues[0].message;
  it.each([
    [{ ...ok, principal: 999.99 }, 'principal deve ser pelo menos R$ 1.000,00'],
    [{ ...ok, principal: 1e308 }, 'principal deve ser no máximo R$ 1.000.000.000,00'],
    [{ ...ok, termMonths: 601 }, 'termMonths deve ser de 1 a 600 meses'],
    [{ ...ok, graceMonths: 61 }, 'graceMonths deve ser de 0 a 60 meses'],
    [{ ...ok, rate: { monthly: 0 } }, 'rate.monthly deve ser maior que zero'],
    [{ ...ok, rate: { monthly: 1.01 } }, 'rate.monthly deve ser no máximo 1 (100 % a.m.)'],
    [{ ...ok, rate: {} }, 'rate deve ter exatamente um de "annual" ou "monthly"'],
    [{ ...ok, indexer: { name: 'SELIC', annualProjection: 0.1 } }, 'indexer.name deve ser "TR", "IPCA" ou "CDI"'],
    [{ system: 'PRICE', termMonths: 12, rate: { monthly: 0.01 } }, 'principal é obrigatório'],
  ])('%j → %s', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('accepts 100 % a.m. as an annual rate (2^12 − 1) and converts it back', () => {
    const r = run({ ...ok, system: 'PRICE', rate: { annual: 4095 } });
    expect(r.monthlyRate).toBeCloseTo(1, 12);
    expect(monthlyFromAnnual(4095)).toBeCloseTo(1, 12);
  });
});

describe('age rule in days, as a property', () => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  /** today + m calendar months, clamped to the month's end, as a date string (independent of limits.ts). */
  const addMonths = (dayIso: string, m: number) => {
    const [y, mo, d] = dayIso.split('-').map(Number);
    const last = new Date(Date.UTC(y, mo - 1 + m + 1, 0)).getUTCDate();
    return iso(new Date(Date.UTC(y, mo - 1 + m, Math.min(d, last))));
  };
  const day = fc.integer({ min: Date.UTC(1930, 0, 1) / 86_400_000, max: Date.UTC(2010, 11, 31) / 86_400_000 }).map((n) => iso(new Date(n * 86_400_000)));
  const today = fc.integer({ min: Date.UTC(2024, 0, 1) / 86_400_000, max: Date.UTC(2030, 11, 31) / 86_400_000 }).map((n) => iso(new Date(n * 86_400_000)));

  it('the last instalment falls on or before 80 years and 6 months, one month more falls after', () => {
    fc.assert(
      fc.property(day, today, (birth, now) => {
        const m = maxTermMonthsForBirthDate(birth, now);
        const limit = addMonths(birth, 966);
        return addMonths(now, m) <= limit && addMonths(now, m + 1) > limit;
      }),
      { numRuns: 500 },
    );
  });
});
