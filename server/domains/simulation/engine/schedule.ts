import { roundCents } from './rates.ts';

export type AmortizationSystem = 'PRICE' | 'SAC';

export interface ScheduleInput {
  system: AmortizationSystem;
  /** Balance at the release (the financed amount). */
  balance: number;
  /** Amortisation months, after the grace months. */
  termMonths: number;
  monthlyRate: number;
  /** Months of grace: interest capitalised, insurance and admin fee paid (docs/design/finance.md). */
  graceMonths?: number;
  /** Monthly correction of a post-fixed index, c = (1 + annualProjection)^(1/12) − 1; 0 for a fixed rate. */
  monthlyCorrection?: number;
  propertyValue?: number;
  mipMonthlyRate?: number;
  dfiMonthlyRate?: number;
  adminFeeMonthly?: number;
}

export interface ScheduleRow {
  month: number;
  /** Balance after this month's payment (grace months: after capitalising the interest). */
  balance: number;
  /** Amount the index added to the balance this month. */
  correction: number;
  amortization: number;
  /** Interest paid this month (0 in grace months: it is capitalised, the balance shows it). */
  interest: number;
  mip: number;
  dfi: number;
  adminFee: number;
  /** The payment as charged, in cents. */
  installment: number;
}

/** PRICE payment (interest and amortisation only) of `balance` over `termMonths`: B·i / (1 − (1+i)^−r). */
export function pricePayment(balance: number, monthlyRate: number, termMonths: number): number {
  if (monthlyRate === 0) return balance / termMonths;
  return (balance * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
}

/**
 * First PRICE amortisation, B·i / ((1+i)^r − 1), the same as PMT − B·i without the cancellation (expm1/log1p keep
 * the digits when i·r is small too).
 */
export function priceFirstAmortization(balance: number, monthlyRate: number, termMonths: number): number {
  if (monthlyRate === 0) return balance / termMonths;
  return (balance * monthlyRate) / Math.expm1(termMonths * Math.log1p(monthlyRate));
}

/** Unrounded columns the detailed view shows; the ranking path runs without them. */
export interface ScheduleColumns {
  balance: Float64Array;
  correction: Float64Array;
  amortization: Float64Array;
  interest: Float64Array;
  mip: Float64Array;
  dfi: Float64Array;
}

/**
 * The month-by-month rules of docs/design/finance.md v2, with every column: writes each month's charged payment
 * (rounded half-up to cents, grace months included) into `charged[0 … g+n−1]` and the unrounded columns; returns the
 * total charged in whole cents (an integer, so exactly the sum of the charged column). Without `columns` the lean loops
 * below run instead: the same expressions in the same order, so the same cents and the same CET to the bit (a
 * property test holds them to it).
 */
export function runSchedule(input: ScheduleInput, charged: Float64Array, columns?: ScheduleColumns): number {
  if (!columns) return runCharged(input, charged);
  const n = input.termMonths;
  const g = input.graceMonths ?? 0;
  const months = g + n;
  const i = input.monthlyRate;
  const c1 = 1 + (input.monthlyCorrection ?? 0);
  const growth = (1 + i) * c1;
  const price = input.system === 'PRICE';
  const mipRate = input.mipMonthlyRate ?? 0;
  const dfiRate = input.dfiMonthlyRate ?? 0;
  const admin = input.adminFeeMonthly ?? 0;
  let balance = input.balance;
  let property = input.propertyValue ?? 0;
  let pmt = 0;
  let amortization = 0;
  let totalCents = 0;
  for (let k = 0; k < months; k++) {
    // The index corrects the balance (and DFI's property value) before interest, grace months included.
    const before = balance;
    balance *= c1;
    property *= c1;
    const mip = mipRate * balance;
    const dfi = dfiRate * property;
    const costs = mip + dfi + admin;
    let interest = 0;
    let due = 0;
    if (k < g) {
      amortization = 0;
      balance *= 1 + i;
    } else if (price) {
      // On the corrected balance over the remaining months the PRICE payment is the previous one times (1+c)
      // and the amortisation the previous one times (1+i)(1+c), exactly (the corrected balance is the
      // annuity's present value). Closed forms instead of PMT − B·i: on long terms at high rates that
      // difference cancels almost every digit, and every later amortisation would inherit its error.
      if (k === g) {
        amortization = priceFirstAmortization(balance, i, n);
        pmt = amortization + balance * i;
      } else {
        pmt *= c1;
        amortization *= growth;
      }
      interest = pmt - amortization;
      due = pmt;
    } else {
      interest = balance * i;
      amortization = balance / (months - k);
      due = amortization + interest;
    }
    if (k >= g) balance = k === months - 1 ? 0 : balance - amortization;
    const cents = Math.round((due + costs) * 100 + 1e-9);
    totalCents += cents;
    charged[k] = cents / 100;
    columns.balance[k] = balance;
    columns.correction[k] = before * c1 - before;
    columns.amortization[k] = amortization;
    columns.interest[k] = interest;
    columns.mip[k] = mip;
    columns.dfi[k] = dfi;
  }
  return totalCents;
}

/**
 * The ranking path's loops: only the charged payments, one loop per phase (grace, then PRICE or SAC) so no month
 * pays for a branch or a column it does not need.
 */
function runCharged(input: ScheduleInput, charged: Float64Array): number {
  const n = input.termMonths;
  const g = input.graceMonths ?? 0;
  const months = g + n;
  const i = input.monthlyRate;
  const i1 = 1 + i;
  const c1 = 1 + (input.monthlyCorrection ?? 0);
  const growth = i1 * c1;
  const mipRate = input.mipMonthlyRate ?? 0;
  const dfiRate = input.dfiMonthlyRate ?? 0;
  const admin = input.adminFeeMonthly ?? 0;
  let balance = input.balance;
  let property = input.propertyValue ?? 0;
  let totalCents = 0;
  for (let k = 0; k < g; k++) {
    balance *= c1;
    property *= c1;
    const cents = Math.round((0 + (mipRate * balance + dfiRate * property + admin)) * 100 + 1e-9);
    balance *= i1;
    totalCents += cents;
    charged[k] = cents / 100;
  }
  if (input.system === 'PRICE') {
    let pmt = 0;
    let amortization = 0;
    for (let k = g; k < months; k++) {
      balance *= c1;
      property *= c1;
      const costs = mipRate * balance + dfiRate * property + admin;
      if (k === g) {
        amortization = priceFirstAmortization(balance, i, n);
        pmt = amortization + balance * i;
      } else {
        pmt *= c1;
        amortization *= growth;
      }
      const cents = Math.round((pmt + costs) * 100 + 1e-9);
      balance -= amortization;
      totalCents += cents;
      charged[k] = cents / 100;
    }
  } else {
    for (let k = g; k < months; k++) {
      balance *= c1;
      property *= c1;
      const costs = mipRate * balance + dfiRate * property + admin;
      const interest = balance * i;
      const amortization = balance / (months - k);
      const cents = Math.round((amortization + interest + costs) * 100 + 1e-9);
      balance -= amortization;
      totalCents += cents;
      charged[k] = cents / 100;
    }
  }
  return totalCents;
}

/**
 * The instalment table, every month from the release (grace months included): unrounded columns plus the
 * charged `installment` column. `rows()` (and JSON) give rows with money in cents.
 */
export class ScheduleTable {
  constructor(
    readonly columns: ScheduleColumns,
    readonly adminFee: number,
    /** Charged payments, already in cents. */
    readonly installment: Float64Array,
  ) {}

  get length(): number {
    return this.installment.length;
  }

  rows(round: (v: number) => number = roundCents): ScheduleRow[] {
    const { balance, correction, amortization, interest, mip, dfi } = this.columns;
    const out: ScheduleRow[] = new Array(this.length);
    const adminFee = round(this.adminFee);
    for (let k = 0; k < out.length; k++) {
      out[k] = {
        month: k + 1,
        balance: round(balance[k]),
        correction: round(correction[k]),
        amortization: round(amortization[k]),
        interest: round(interest[k]),
        mip: round(mip[k]),
        dfi: round(dfi[k]),
        adminFee,
        installment: this.installment[k],
      };
    }
    return out;
  }

  toJSON(): ScheduleRow[] {
    return this.rows();
  }
}

/** The full table with its columns (detailed view, CLI); returns it with the total charged in cents. */
export function computeSchedule(input: ScheduleInput): { table: ScheduleTable; totalCents: number } {
  const months = (input.graceMonths ?? 0) + input.termMonths;
  const buffer = new Float64Array(7 * months);
  const col = (j: number) => buffer.subarray(j * months, (j + 1) * months);
  const columns: ScheduleColumns = { balance: col(0), correction: col(1), amortization: col(2), interest: col(3), mip: col(4), dfi: col(5) };
  const installment = col(6);
  const totalCents = runSchedule(input, installment, columns);
  return { table: new ScheduleTable(columns, input.adminFeeMonthly ?? 0, installment), totalCents };
}

/** The table as rows of unrounded values (the charged column stays in cents). */
export const buildSchedule = (input: ScheduleInput): ScheduleRow[] => computeSchedule(input).table.rows((v) => v);
