import { roundCents } from './rates.ts';

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
 * The instalment table as columns of unrounded values: no object per month on the hot path. `rows()` gives
 * the rows with money rounded to cents (or any rounding), and JSON serialisation uses those rows.
 */
export class ScheduleTable {
  constructor(
    readonly firstMonth: number,
    readonly balance: Float64Array,
    readonly amortization: Float64Array,
    readonly interest: Float64Array,
    readonly mip: Float64Array,
    readonly dfi: number,
    readonly adminFee: number,
    readonly installment: Float64Array,
  ) {}

  get length(): number {
    return this.installment.length;
  }

  rows(round: (v: number) => number = roundCents): ScheduleRow[] {
    const out: ScheduleRow[] = new Array(this.length);
    const dfi = round(this.dfi);
    const adminFee = round(this.adminFee);
    for (let k = 0; k < out.length; k++) {
      out[k] = {
        month: this.firstMonth + k,
        balance: round(this.balance[k]),
        amortization: round(this.amortization[k]),
        interest: round(this.interest[k]),
        mip: round(this.mip[k]),
        dfi,
        adminFee,
        installment: round(this.installment[k]),
      };
    }
    return out;
  }

  toJSON(): ScheduleRow[] {
    return this.rows();
  }
}

/**
 * The instalment table (finance.md): instalment = amortisation + interest + MIP (on the balance) + DFI (on the
 * property value) + admin fee.
 */
export function computeSchedule(input: ScheduleInput): ScheduleTable {
  const { system, termMonths: n, monthlyRate: i } = input;
  const mipRate = input.mipMonthlyRate ?? 0;
  const dfi = (input.dfiMonthlyRate ?? 0) * (input.propertyValue ?? 0);
  const admin = input.adminFeeMonthly ?? 0;
  const pmt = system === 'PRICE' ? pricePayment(input.balance, i, n) : 0;
  const sacAmortization = input.balance / n;
  const buffer = new Float64Array(5 * n);
  const balances = buffer.subarray(0, n);
  const amortizations = buffer.subarray(n, 2 * n);
  const interests = buffer.subarray(2 * n, 3 * n);
  const mips = buffer.subarray(3 * n, 4 * n);
  const installments = buffer.subarray(4 * n, 5 * n);
  // PRICE amortisation in closed form, (PMT − P·i)·(1+i)^(m−1): no error accumulates over long terms.
  let priceAmortization = pmt - input.balance * i;
  let balance = input.balance;
  for (let k = 0; k < n; k++) {
    const mip = mipRate * balance;
    const amortization = system === 'PRICE' ? priceAmortization : sacAmortization;
    const interest = system === 'PRICE' ? pmt - amortization : balance * i;
    balance = k === n - 1 ? 0 : balance - amortization;
    priceAmortization *= 1 + i;
    balances[k] = balance;
    amortizations[k] = amortization;
    interests[k] = interest;
    mips[k] = mip;
    installments[k] = amortization + interest + mip + dfi + admin;
  }
  return new ScheduleTable((input.graceMonths ?? 0) + 1, balances, amortizations, interests, mips, dfi, admin, installments);
}

/** The unrounded table as rows. */
export const buildSchedule = (input: ScheduleInput): ScheduleRow[] => computeSchedule(input).rows((v) => v);
