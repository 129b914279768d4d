// Only the detailed view reads schedules: kept out of simulation-format.ts, which the public landing chunk loads.

interface ScheduleMonth {
  amortization: number;
  interest: number;
  correction: number;
}

/**
 * Grace months lead the schedule (docs/design/finance.md v2): no amortisation and
 * no interest paid, only insurance and fees.
 */
export function graceMonthsOf(schedule: ScheduleMonth[]): number {
  const first = schedule.findIndex((r) => r.amortization > 0 || r.interest > 0);
  return first === -1 ? 0 : first;
}

/** A post-fixed schedule has a month the index corrected; a fixed-rate one has none and hides the column. */
export const hasCorrection = (schedule: ScheduleMonth[]): boolean => schedule.some((r) => r.correction !== 0);

export const GRACE_LABEL = 'carência';

/** "Meses 1 a 3: carência, pagam só os seguros e a taxa de administração." */
export function graceNote(months: number): string {
  if (months <= 0) return '';
  const which = months === 1 ? 'Mês 1' : `Meses 1 a ${months}`;
  return `${which}: ${GRACE_LABEL}, ${months === 1 ? 'paga' : 'pagam'} só os seguros e a taxa de administração; os juros se somam ao saldo.`;
}

/**
 * Under a product quoted in one table only, why the other is missing: a product that takes one table ("contratado só na
 * tabela SAC"), or the other table's own reasons for this case (e.g. PRICE with a lower LTV than SAC).
 */
export function singleTableNote(quoted: 'PRICE' | 'SAC', otherReasons: { code: string; message: string }[]): string {
  if (otherReasons.length === 0 || otherReasons.every((r) => r.code === 'table')) return `Este produto é contratado só na tabela ${quoted}.`;
  const other = quoted === 'PRICE' ? 'SAC' : 'PRICE';
  return `Na tabela ${other}, este produto não atende a este caso: ${otherReasons.map((r) => r.message).join('; ')}.`;
}
