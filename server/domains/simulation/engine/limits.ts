import { maxTermMonthsByAge } from '../../../../shared/simulation-options.ts';
/** Business limits of docs/design/product-spec.md §5 and §9 used by the engine and the simulation forms. */
export type OperationType = 'Financing' | 'HomeEquity' | 'BestCar' | 'SimpleBest';

export const MIN_MONEY = 1000;
/** Maximum credit as a fraction of the property value (docs/design/product-spec.md §5, §9). */
export const MAX_LTV: Partial<Record<OperationType, number>> = { Financing: 0.8, HomeEquity: 0.6 };
/** Deadline options in months; -1 is "custom" (docs/design/product-spec.md §9). */
export const DEADLINE_OPTIONS: Record<OperationType, number[]> = {
  Financing: [-1, 60, 120, 180, 240, 360, 420],
  HomeEquity: [-1, 60, 120, 180, 240],
  BestCar: [-1, 12, 24, 36, 48, 60],
  SimpleBest: [-1, 12, 24, 36, 48, 60],
};
/** Bounds of a custom deadline per operation type. */
export const DEADLINE_BOUNDS: Record<OperationType, { min: number; max: number }> = {
  Financing: { min: 12, max: 420 },
  HomeEquity: { min: 12, max: 240 },
  BestCar: { min: 6, max: 60 },
  SimpleBest: { min: 6, max: 60 },
};
/** Age at the last instalment ≤ 80 years and 6 months = 966 months (docs/design/finance.md). */
export const MAX_AGE_MONTHS_AT_END = 80 * 12 + 6;
export const MAX_ASSOCIATES = 10;

/** Longest term allowed by the age rule for someone `ageMonths` old today. */
export const maxTermForAge = (ageMonths: number): number => MAX_AGE_MONTHS_AT_END - ageMonths;

/** Whole months between a birth date and a reference date (both ISO yyyy-mm-dd). */
export function ageInMonths(birthIso: string, onIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number);
  const [y, m, d] = onIso.split('-').map(Number);
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/**
 * Age rule counted in days (docs/design/finance.md v2): the largest m such that today + m calendar months falls on or
 * before the day the customer turns 80 years and 6 months. A term plus its grace months must not exceed it. Month ends
 * clamp (31 Aug + 6 months = 28/29 Feb), for the birthday and for today alike. Negative when the day has passed.
 */
export function maxTermMonthsForBirthDate(birthIso: string, todayIso: string): number {
  // A ranking asks the same question for every product of the catalogue: answer it once.
  if (birthIso === lastAge.birthIso && todayIso === lastAge.todayIso) return lastAge.months;
  const months = maxTermMonthsByAge(birthIso, todayIso);
  lastAge = { birthIso, todayIso, months };
  return months;
}

let lastAge = { birthIso: '', todayIso: '', months: 0 };
