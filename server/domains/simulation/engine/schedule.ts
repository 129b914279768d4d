export type AmortizationSystem = 'PRICE' | 'SAC';

export interface ScheduleInput {
  system: AmortizationSystem;
  /** Balance when amortisation starts (after any capitalised grace interest). */
  balance: number;
  /** Amortisation months. */
  termMonths: number;
  monthlyRate: number;
  propertyValue?: number;
  mipMonthlyRate?: number;
  dfiMonthlyRate?: number;
  adminFeeMonthly?: number;
  /** Months of grace before the first instalment (rows are numbered from graceMonths + 1). */
  graceMonths?: number;
}

export interface ScheduleRow {
  month: number;
  /** Balance after this instalment. */
  balance: number;
  amortization: number;
  interest: number;
  mip: number;
  dfi: number;
  adminFee: number;
  installment: number;
}

/** PRICE constant payment (interest and amortisation only): P·i / (1 − (1+i)^−n). */
export function pricePayment(balance: number, monthlyRate: number, termMonths: number): number {
  if (monthlyRate === 0) return balance / termMonths;
  return (balance * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
}

/**
 * The instalment table (finance.md): instalment = amortisation + interest + MIP (on the balance) + DFI (on the
 * property value) + admin fee. Values are unrounded.
 */
export function buildSchedule(input: ScheduleInput): ScheduleRow[] {
  const { system, termMonths: n, monthlyRate: i } = input;
  const mipRate = input.mipMonthlyRate ?? 0;
  const dfi = (input.dfiMonthlyRate ?? 0) * (input.propertyValue ?? 0);
  const admin = input.adminFeeMonthly ?? 0;
  const grace = input.graceMonths ?? 0;
  const pmt = system === 'PRICE' ? pricePayment(input.balance, i, n) : 0;
  const sacAmortization = input.balance / n;
  const rows: ScheduleRow[] = new Array(n);
  // PRICE amortisation in closed form, (PMT − P·i)·(1+i)^(m−1): no error accumulates over long terms.
  let priceAmortization = pmt - input.balance * i;
  let balance = input.balance;
  for (let m = 1; m <= n; m++) {
    const mip = mipRate * balance;
    const amortization = system === 'PRICE' ? priceAmortization : sacAmortization;
    const interest = system === 'PRICE' ? pmt - amortization : balance * i;
    balance = m === n ? 0 : balance - amortization;
    priceAmortization *= 1 + i;
    rows[m - 1] = { month: grace + m, balance, amortization, interest, mip, dfi, adminFee: admin, installment: amortization + interest + mip + dfi + admin };
  }
  return rows;
}
