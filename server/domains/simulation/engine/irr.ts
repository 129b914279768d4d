/** NPV of the payments at rate r (payments due in consecutive months, the first `firstPeriod` after t0). */
function npv(presentValue: number, payments: ArrayLike<number>, count: number, firstPeriod: number, r: number): number {
  const v = 1 / (1 + r);
  let pw = v ** firstPeriod;
  let f = -presentValue;
  for (let k = 0; k < count; k++) {
    f += payments[k] * pw;
    pw *= v;
  }
  return f;
}

/**
 * Monthly internal rate of return r with presentValue = Σ payments[k] / (1+r)^(firstPeriod + k) over the first
 * `count` payments. Newton's method with discount factors built by multiplication (no power per term, no
 * allocation: it runs for every product of a ranking); bisection as the fallback; NaN when there is no root.
 */
export function irr(presentValue: number, payments: ArrayLike<number>, firstPeriod = 1, guess = 0.01, count = payments.length): number {
  let r = guess;
  for (let iter = 0; iter < 50; iter++) {
    const v = 1 / (1 + r);
    let pw = firstPeriod === 1 ? v : v ** firstPeriod;
    let f = -presentValue;
    let df = 0;
    for (let k = 0; k < count; k++) {
      const term = payments[k] * pw;
      f += term;
      df -= (firstPeriod + k) * term;
      pw *= v;
    }
    const next = r - f / (df * v);
    if (!Number.isFinite(next) || next <= -0.99) break;
    if (Math.abs(next - r) < 1e-12) return next;
    r = next;
  }
  // Bisection: NPV falls as r grows when every payment is non-negative.
  let lo = -0.99;
  let hi = 1000;
  if (npv(presentValue, payments, count, firstPeriod, lo) < 0 || npv(presentValue, payments, count, firstPeriod, hi) > 0) return Number.NaN;
  for (let iter = 0; iter < 200 && hi - lo > 1e-14; iter++) {
    const mid = (lo + hi) / 2;
    if (npv(presentValue, payments, count, firstPeriod, mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
