/**
 * Monthly internal rate of return r with presentValue = Σ payments[k] / (1+r)^periods[k], periods in months
 * after the release. Newton's method, with bisection as the fallback; NaN when there is no root.
 */
export function irr(presentValue: number, payments: ArrayLike<number>, periods: ArrayLike<number>, guess = 0.01): number {
  const npv = (r: number): [number, number] => {
    let f = -presentValue;
    let df = 0;
    for (let k = 0; k < payments.length; k++) {
      const t = periods[k];
      const v = payments[k] * (1 + r) ** -t;
      f += v;
      df -= (t * v) / (1 + r);
    }
    return [f, df];
  };
  let r = guess;
  for (let iter = 0; iter < 50; iter++) {
    const [f, df] = npv(r);
    if (Math.abs(f) < 1e-9 * Math.max(1, presentValue)) return r;
    const next = r - f / df;
    if (!Number.isFinite(next) || next <= -0.99) break;
    if (Math.abs(next - r) < 1e-13) return next;
    r = next;
  }
  // Bisection: NPV(r) falls as r grows when every payment is positive.
  let lo = -0.99;
  let hi = 10;
  if (npv(lo)[0] < 0 || npv(hi)[0] > 0) return Number.NaN;
  for (let iter = 0; iter < 200; iter++) {
    const mid = (lo + hi) / 2;
    if (npv(mid)[0] > 0) lo = mid;
    else hi = mid;
    if (hi - lo < 1e-14) break;
  }
  return (lo + hi) / 2;
}
