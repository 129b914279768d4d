import { financeIof, iofFactor } from './iof.ts';
import { irr } from './irr.ts';
import { annualFromMonthly, monthlyFromAnnual, roundCents } from './rates.ts';
import type { ParsedScenario } from './scenario.ts';
import { buildSchedule, type ScheduleRow } from './schedule.ts';

export interface ScenarioResult {
  monthlyRate: number;
  annualRate: number;
  financedAmount: number;
  iof: number;
  firstInstallment: number;
  lastInstallment: number;
  totalPaid: number;
  cetMonthly: number;
  cetAnnual: number;
  minimumIncome: number;
  schedule: ScheduleRow[];
}

/**
 * One full simulation (finance.md): rate conversion, financed IOF, grace capitalisation, the PRICE/SAC table
 * with insurance and fees, CET as the IRR of what the customer really receives against every payment, and the
 * minimum income from the first instalment. Money in the result is rounded to cents; rates are unrounded.
 */
export function simulateScenario(s: ParsedScenario): ScenarioResult {
  const monthlyRate = 'monthly' in s.rate ? s.rate.monthly : monthlyFromAnnual(s.rate.annual);
  const annualRate = 'annual' in s.rate ? s.rate.annual : annualFromMonthly(s.rate.monthly);
  const grace = s.graceMonths ?? 0;
  const amountNeeded = s.principal + (s.financedExpenses ?? 0);
  const k = iofFactor(s.iof ?? 'none', s.system, s.termMonths, monthlyRate, grace);
  const { financed, iof } = financeIof(amountNeeded, k);
  const rows = buildSchedule({
    system: s.system,
    balance: financed * (1 + monthlyRate) ** grace,
    termMonths: s.termMonths,
    monthlyRate,
    propertyValue: s.propertyValue,
    mipMonthlyRate: s.mipMonthlyRate,
    dfiMonthlyRate: s.dfiMonthlyRate,
    adminFeeMonthly: s.adminFeeMonthly,
    graceMonths: grace,
  });

  const payments = new Float64Array(rows.length);
  const periods = new Float64Array(rows.length);
  let total = 0;
  for (let k2 = 0; k2 < rows.length; k2++) {
    payments[k2] = rows[k2].installment;
    periods[k2] = rows[k2].month;
    total += rows[k2].installment;
  }
  const released = s.principal - (s.upfrontFees ?? 0);
  const cetMonthly = irr(released, payments, periods, monthlyRate || 0.01);
  const first = rows[0].installment;

  return {
    monthlyRate,
    annualRate,
    financedAmount: roundCents(financed),
    iof: roundCents(iof),
    firstInstallment: roundCents(first),
    lastInstallment: roundCents(rows[rows.length - 1].installment),
    totalPaid: roundCents(total),
    cetMonthly,
    cetAnnual: annualFromMonthly(cetMonthly),
    minimumIncome: roundCents(first / (s.incomeCommitment ?? 0.3)),
    schedule: rows.map((r) => ({
      month: r.month,
      balance: roundCents(r.balance),
      amortization: roundCents(r.amortization),
      interest: roundCents(r.interest),
      mip: roundCents(r.mip),
      dfi: roundCents(r.dfi),
      adminFee: roundCents(r.adminFee),
      installment: roundCents(r.installment),
    })),
  };
}
