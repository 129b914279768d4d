// The effective rate conversions are shared with the client (the products list shows each rate in both periods).
export { annualFromMonthly, monthlyFromAnnual } from '../../../../shared/rates.ts';

/** Rounds half-up to cents (only for reported money values; computations keep full precision). */
export function roundCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}
