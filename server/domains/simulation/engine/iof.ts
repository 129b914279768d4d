import type { AmortizationSystem } from './schedule.ts';

/** 'simples': a Simples Nacional company's operation up to R$ 30 mil (engine only; the CLI contract has three kinds). */
export type IofKind = 'none' | 'individual' | 'company' | 'simples';

/** Daily IOF rate (Decreto 6.306/2007 art. 7, as changed by Decreto 12.499/2025: companies equal to individuals). */
export const IOF_DAILY_RATE: Record<Exclude<IofKind, 'none'>, number> = { individual: 0.000082, company: 0.000082, simples: 0.0000274 };
export const IOF_ADDITIONAL_RATE = 0.0038;
const MAX_DAYS = 365;
/** Months from the release whose 30·m days stay below the 365-day cap (30·12 = 360). */
const UNCAPPED_MONTHS = 12;

/**
 * IOF per real of financed principal (k): Σ_j amortisation_j · dailyRate · min(30·(g+j), 365) + 0,38 %, on the
 * unit schedule without indexer (monetary correction is not principal). Closed form: only the amortisations of
 * the first 12 − g months are below the cap, the rest of the unit principal counts 365 days, so at most 12
 * terms and no schedule. Capitalised grace interest is not principal: the unit amortisations are those of the
 * original real.
 */
export function iofFactor(kind: IofKind, system: AmortizationSystem, termMonths: number, monthlyRate: number, graceMonths = 0): number {
  if (kind === 'none') return 0;
  const daily = IOF_DAILY_RATE[kind];
  const uncapped = Math.min(termMonths, Math.max(0, UNCAPPED_MONTHS - graceMonths));
  let weightedDays = 0;
  let amortised = 0;
  if (system === 'SAC') {
    const a = 1 / termMonths;
    for (let j = 1; j <= uncapped; j++) weightedDays += a * 30 * (graceMonths + j);
    amortised = uncapped * a;
  } else {
    // PRICE unit amortisations grow by (1+i): a_1 = PMT − i.
    const i = monthlyRate;
    let a = i === 0 ? 1 / termMonths : i / (1 - (1 + i) ** -termMonths) - i;
    for (let j = 1; j <= uncapped; j++) {
      weightedDays += a * 30 * (graceMonths + j);
      amortised += a;
      a *= 1 + i;
    }
  }
  if (uncapped < termMonths) weightedDays += MAX_DAYS * (1 - amortised);
  return IOF_ADDITIONAL_RATE + daily * weightedDays;
}

/** IOF financed into the loan: financed = amountNeeded / (1 − k); iof = financed · k. */
export function financeIof(amountNeeded: number, k: number): { financed: number; iof: number } {
  const financed = amountNeeded / (1 - k);
  return { financed, iof: financed * k };
}
