import { financeIof, iofFactor } from './iof.ts';
import { irr } from './irr.ts';
import { annualFromMonthly, monthlyFromAnnual, roundCents } from './rates.ts';
import type { ParsedScenario } from './scenario.ts';
import { computeSchedule, type ScheduleTable } from './schedule.ts';

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
  /** Columns of unrounded values; `schedule.rows()` (and JSON) give rows rounded to cents. */
  schedule: ScheduleTable;
}

/**
 * One full simulation (finance.md): rate conversion, financed IOF, grace capitalisation, the PRICE/SAC table
 * with insurance and fees, CET as the IRR of what the customer really receives against every payment, and the
 * minimum income from the first instalment. Money in the result is rounded to cents (the table when it is
 * read as rows); rates are unrounded.
 */
export function simulateScenario(s: ParsedScenario): ScenarioResult {
  const monthlyRate = 'monthly' in s.rate ? s.rate.monthly : monthlyFromAnnual(s.rate.annual);
  const annualRate = 'annual' in s.rate ? s.rate.annual : annualFromMonthly(s.rate.monthly);
  const grace = s.graceMonths ?? 0;
  const amountNeeded = s.principal + (s.financedExpenses ?? 0);
  const k = iofFactor(s.iof ?? 'none', s.system, s.termMonths, monthlyRate, grace);
  const { financed, iof } = financeIof(amountNeeded, k);
  const schedule = computeSchedule({
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
  const installments = schedule.installment;
  let total = 0;
  for (let j = 0; j < installments.length; j++) total += installments[j];
  const released = s.principal - (s.upfrontFees ?? 0);
  const cetMonthly = irr(released, installments, schedule.firstMonth, monthlyRate || 0.01);
  const first = installments[0];
  return {
    monthlyRate,
    annualRate,
    financedAmount: roundCents(financed),
    iof: roundCents(iof),
    firstInstallment: roundCents(first),
    lastInstallment: roundCents(installments[installments.length - 1]),
    totalPaid: roundCents(total),
    cetMonthly,
    cetAnnual: annualFromMonthly(cetMonthly),
    minimumIncome: roundCents(first / (s.incomeCommitment ?? 0.3)),
    schedule,
  };
}
