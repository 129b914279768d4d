import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeIof, IOF_ADDITIONAL_RATE, iofFactor } from './iof.ts';
import { irr } from './irr.ts';
import { annualFromMonthly, monthlyFromAnnual, roundCents } from './rates.ts';
import { type Scenario, ZScenario } from './scenario.ts';
import { simulateScenario } from './simulate.ts';

const run = (s: Scenario) => simulateScenario(ZScenario.parse(s));
const pv = (payment: number, rate: number, n: number) => (payment * (1 - (1 + rate) ** -n)) / rate;

describe('public cross-checks (docs/design/finance.md)', () => {
  it('BCB: R$ 25.000 at 0,629890 % a.m. over 42 months → R$ 679,30, total R$ 28.530,60 (charged in cents)', () => {
    const r = run({ system: 'PRICE', principal: 25000, termMonths: 42, rate: { monthly: 0.0062989 } });
    expect(r.firstInstallment).toBe(679.3);
    expect(r.lastInstallment).toBe(679.3);
    expect(r.totalPaid).toBe(28530.6);
  });

  it('BCB: R$ 1.290 at 1,99 % a.m. over 4 months → R$ 338,70', () => {
    expect(run({ system: 'PRICE', principal: 1290, termMonths: 4, rate: { monthly: 0.0199 } }).firstInstallment).toBe(338.7);
  });

  it('BCB: 24 × R$ 935 at 1,99 % a.m. → present value R$ 17.704,57', () => {
    expect(roundCents(pv(935, 0.0199, 24))).toBe(17704.57);
    expect(run({ system: 'PRICE', principal: 17704.57, termMonths: 24, rate: { monthly: 0.0199 } }).firstInstallment).toBe(935);
  });

  it('BCB: 12 × R$ 355,80 repaying R$ 1.320,75 → 25,1069 % a.m. (IRR solver)', () => {
    const rate = irr(1320.75, new Array(12).fill(355.8), 1);
    expect(rate * 100).toBeCloseTo(25.1069, 4);
  });

  it('SAC: R$ 300.000, 360 months, 1 % a.m. → first R$ 3.833,33, second R$ 3.825,00', () => {
    const r = run({ system: 'SAC', principal: 300000, termMonths: 360, rate: { monthly: 0.01 } });
    expect(r.schedule.rows()[0].installment).toBe(3833.33);
    expect(r.schedule.rows()[1].installment).toBe(3825);
  });

  it('textbook PRICE: R$ 10.000, 2 % a.m., 12 months → R$ 945,60', () => {
    expect(run({ system: 'PRICE', principal: 10000, termMonths: 12, rate: { monthly: 0.02 } }).firstInstallment).toBe(945.6);
  });
});

describe('rates', () => {
  it('converts monthly ↔ annual effective rates both ways', () => {
    expect(annualFromMonthly(0.01)).toBeCloseTo(0.126825, 6);
    expect(monthlyFromAnnual(0.1149)).toBeCloseTo(0.009104926, 8);
    fc.assert(fc.property(fc.double({ min: 0, max: 0.2, noNaN: true }), (m) => Math.abs(monthlyFromAnnual(annualFromMonthly(m)) - m) < 1e-12));
  });

  it('rounds half-up to cents', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
  });
});

describe('instalment composition', () => {
  it('adds MIP on the balance, DFI on the property value and the admin fee to every instalment', () => {
    const r = run({ system: 'SAC', principal: 400000, termMonths: 360, rate: { annual: 0.1149 }, propertyValue: 500000, mipMonthlyRate: 0.0003, dfiMonthlyRate: 0.0001, adminFeeMonthly: 25 });
    const first = r.schedule.rows()[0];
    expect(first.mip).toBe(120);
    expect(first.dfi).toBe(50);
    expect(first.adminFee).toBe(25);
    expect(first.amortization).toBeCloseTo(400000 / 360, 2);
    expect(first.installment).toBeCloseTo(first.amortization + first.interest + 120 + 50 + 25, 1);
    // Minimum income comes from the charged first instalment, rounded to cents.
    expect(r.minimumIncome).toBe(roundCents(r.firstInstallment / 0.3));
  });
});

describe('IOF (financed)', () => {
  it('is zero when exempt (residential housing) and between 0,38 % and the 365-day cap otherwise', () => {
    expect(iofFactor('none', 'PRICE', 48, 0.02)).toBe(0);
    const k = iofFactor('individual', 'PRICE', 48, 0.02);
    expect(k).toBeGreaterThan(IOF_ADDITIONAL_RATE);
    expect(k).toBeLessThan(IOF_ADDITIONAL_RATE + 0.000082 * 365);
  });

  it('a 1-month loan pays 30 days of daily IOF plus 0,38 %', () => {
    expect(iofFactor('individual', 'PRICE', 1, 0.02)).toBeCloseTo(0.0038 + 0.000082 * 30, 12);
  });

  it('companies pay the same rate as individuals since Decreto 12.499/2025', () => {
    expect(iofFactor('company', 'SAC', 60, 0.015)).toBe(iofFactor('individual', 'SAC', 60, 0.015));
  });

  it('financing the IOF: the financed IOF is exactly k of the financed amount and covers itself', () => {
    const { financed, iof } = financeIof(50000, 0.03);
    expect(financed - iof).toBeCloseTo(50000, 8);
    const r = run({ system: 'PRICE', principal: 50000, termMonths: 48, rate: { monthly: 0.0189 }, iof: 'individual' });
    expect(r.financedAmount).toBeCloseTo(50000 + r.iof, 1);
    expect(r.iof).toBeGreaterThan(0);
    expect(r.cetMonthly).toBeGreaterThan(0.0189);
  });
});
