import { financeIof, iofFactor } from './iof.ts';
import { irr } from './irr.ts';
import { annualFromMonthly, monthlyFromAnnual, roundCents } from './rates.ts';
import type { EngineScenario } from './scenario.ts';
import { computeSchedule, runSchedule, type ScheduleInput, type ScheduleTable } from './schedule.ts';

/** The figures a ranking needs (docs/design/finance.md v2): money in cents as charged, rates unrounded. */
export interface RankFigures {
  monthlyRate: number;
  annualRate: number;
  financedAmount: number;
  iof: number;
  /** Month g+1's charged instalment. */
  firstInstallment: number;
  lastInstallment: number;
  /** Sum of every charged payment, grace months included. */
  totalPaid: number;
  cetMonthly: number;
  cetAnnual: number;
  minimumIncome: number;
}

export interface ScenarioResult extends RankFigures {
  /** Every month from the release; `schedule.rows()` (and JSON) give rows in cents. */
  schedule: ScheduleTable;
}

interface Prepared {
  monthlyRate: number;
  annualRate: number;
  financed: number;
  iof: number;
  /** Amount released at t0 net of up-front fees (the CET's FC0). */
  released: number;
  incomeCommitment: number;
  grace: number;
  schedule: ScheduleInput;
}

function prepare(s: EngineScenario): Prepared {
  const monthlyRate = 'monthly' in s.rate ? s.rate.monthly : monthlyFromAnnual(s.rate.annual);
  const annualRate = 'annual' in s.rate ? s.rate.annual : annualFromMonthly(s.rate.monthly);
  const grace = s.graceMonths ?? 0;
  const k = iofFactor(s.iof ?? 'none', s.system, s.termMonths, monthlyRate, grace);
  const { financed, iof } = financeIof(s.principal + (s.financedExpenses ?? 0), k);
  return {
    monthlyRate,
    annualRate,
    financed,
    iof,
    released: s.principal - (s.upfrontFees ?? 0),
    incomeCommitment: s.incomeCommitment ?? 0.3,
    grace,
    schedule: {
      system: s.system,
      balance: financed,
      termMonths: s.termMonths,
      monthlyRate,
      graceMonths: grace,
      monthlyCorrection: s.indexer ? monthlyFromAnnual(s.indexer.annualProjection) : 0,
      propertyValue: s.propertyValue,
      mipMonthlyRate: s.mipMonthlyRate,
      dfiMonthlyRate: s.dfiMonthlyRate,
      adminFeeMonthly: s.adminFeeMonthly,
    },
  };
}

function figures(p: Prepared, charged: Float64Array, totalCents: number): RankFigures {
  const months = p.grace + p.schedule.termMonths;
  // The CET starts from what the customer really receives and uses the payments as charged, grace months included.
  const cetMonthly = irr(p.released, charged, 1, p.monthlyRate, months);
  const first = charged[p.grace];
  return {
    monthlyRate: p.monthlyRate,
    annualRate: p.annualRate,
    financedAmount: roundCents(p.financed),
    iof: roundCents(p.iof),
    firstInstallment: first,
    lastInstallment: charged[months - 1],
    totalPaid: totalCents / 100,
    cetMonthly,
    cetAnnual: annualFromMonthly(cetMonthly),
    minimumIncome: roundCents(first / p.incomeCommitment),
  };
}

/**
 * One full simulation (docs/design/finance.md v2): rate conversion, financed IOF, the month-by-month table from the
 * release (index correction, grace capitalisation with insurance and fee paid, PRICE/SAC on the corrected balance),
 * payments charged in cents, CET as the IRR of what the customer receives against every charged payment, and
 * the minimum income from the first charged instalment.
 */
export function simulateScenario(s: EngineScenario): ScenarioResult {
  const p = prepare(s);
  const { table, totalCents } = computeSchedule(p.schedule);
  return { ...figures(p, table.installment, totalCents), schedule: table };
}

// One buffer for every ranking call: the ranking path allocates nothing per month.
let rankBuffer = new Float64Array(720);

/**
 * The ranking figures of `simulateScenario` — the same to the bit, by the same loop — without building the
 * schedule's columns: for eligibility and best match, where only the summary is shown.
 */
export function rankFigures(s: EngineScenario): RankFigures {
  const p = prepare(s);
  const months = p.grace + s.termMonths;
  if (rankBuffer.length < months) rankBuffer = new Float64Array(months);
  return figures(p, rankBuffer, runSchedule(p.schedule, rankBuffer));
}
