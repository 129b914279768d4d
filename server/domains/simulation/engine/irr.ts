/**
 * Monthly internal rate of return r with presentValue = Σ payments[k] / (1+r)^(firstPeriod + k): payments due
 * in consecutive months, the first `firstPeriod` months after the release. Newton's method with discount
 * factors built by multiplication (no pow per term); bisection as the fallback; NaN when there is no root.
 */
export function irr(presentValue: number, payments: ArrayLike<number>, firstPeriod = 1, guess = 0.01): number {
  const n = payments.length;
  const npv = (r: number): [number, number] => {
    const v = 1 / (1 + r);
    let pw = v ** firstPeriod;
    let f = -presentValue;
    let df = 0;
    for (let k = 0; k < n; k++) {
      const term = payments[k] * pw;
      f += term;
      df -= (firstPeriod + k) * term;
      pw *= v;
    }
    return [f, df * v];
  };
  let r = guess;
  for (let iter = 0; iter < 50; iter++) {
    const [f, df] = npv(r);
    const next = r - f / df;
    if (!Number.isFinite(next) || next <= -0.99) break;
    if (Math.abs(next - r) < 1e-12) return next;
    r = next;
  }
  // Bisection: NPV falls as r grows when every payment is positive.
  let lo = -0.99;
  let hi = 10;
  if (npv(lo)[0] < 0 || npv(hi)[0] > 0) return Number.NaN;
  for (let iter = 0; iter < 200 && hi - lo > 1e-14; iter++) {
    const mid = (lo + hi) / 2;
    if (npv(mid)[0] > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
