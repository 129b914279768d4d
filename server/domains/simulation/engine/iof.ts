import type { AmortizationSystem } from './schedule.ts';
import { computeSchedule } from './schedule.ts';

export type IofKind = 'none' | 'individual' | 'company';

/** Daily IOF rate (Decreto 6.306/2007 art. 7; Decreto 12.499/2025 made companies equal to individuals). */
export const IOF_DAILY_RATE: Record<Exclude<IofKind, 'none'>, number> = { individual: 0.000082, company: 0.000082 };
export const IOF_ADDITIONAL_RATE = 0.0038;
const MAX_DAYS = 365;

/**
 * IOF per real of financed principal (k): Σ amortisation_j · dailyRate · min(30·j, 365) + 0.38 %, on a unit
 * schedule, j counted from the release (grace months included). Amortisations of capitalised grace interest
 * are scaled back to the original principal.
 */
export function iofFactor(kind: IofKind, system: AmortizationSystem, termMonths: number, monthlyRate: number, graceMonths = 0): number {
  if (kind === 'none') return 0;
  const daily = IOF_DAILY_RATE[kind];
  const growth = (1 + monthlyRate) ** graceMonths;
  const unit = computeSchedule({ system, balance: growth, termMonths, monthlyRate, graceMonths });
  let k = IOF_ADDITIONAL_RATE;
  for (let j = 0; j < termMonths; j++) k += (unit.amortization[j] / growth) * daily * Math.min(30 * (unit.firstMonth + j), MAX_DAYS);
  return k;
}

/** IOF financed into the loan: financed = amountNeeded / (1 − k); iof = financed · k. */
export function financeIof(amountNeeded: number, k: number): { financed: number; iof: number } {
  const financed = amountNeeded / (1 - k);
  return { financed, iof: financed * k };
}
