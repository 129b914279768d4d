/**
 * Commissions (docs/design/product-spec.md §3, §4): the status flow, both readings of the status codes, default rates
 * and the weights of the forecast. Money is integer cents everywhere (never floats of reais).
 */
import { formatMoney } from './format.ts';
import { MSG } from './messages.ts';
import { COMMISSION_STATUS, COMMISSION_STATUS_CODE, TRANSACTION_STATUS, TRANSACTION_STATUS_CODE } from './options.ts';
import type { DealOperationType } from './schemas/deals.ts';

export type CommissionStatus = keyof typeof COMMISSION_STATUS;
export type TransactionStatus = keyof typeof TRANSACTION_STATUS;
/** In the order of the flow (docs/design/product-spec.md §4), cancelled last. */
export const COMMISSION_STATUSES: CommissionStatus[] = ['PREVISION', 'PENDING_INVOICE', 'PAYMENT_PENDING', 'PAID', 'CANCELED'];
export const TRANSACTION_STATUSES = Object.keys(TRANSACTION_STATUS) as TransactionStatus[];

/**
 * docs/design/product-spec.md §4: forecast (contract in the property registry) → invoice pending (process finished) →
 * payment pending (invoice received in time) → paid; cancelled when the operation is cancelled. Paid and cancelled are
 * final.
 */
export const NEXT_COMMISSION_STATUS: Partial<Record<CommissionStatus, CommissionStatus>> = {
  PREVISION: 'PENDING_INVOICE',
  PENDING_INVOICE: 'PAYMENT_PENDING',
  PAYMENT_PENDING: 'PAID',
};
export const isFinalCommissionStatus = (s: CommissionStatus): boolean => s === 'PAID' || s === 'CANCELED';

/**
 * The numeric reading of a status (docs/design/product-spec.md §3: 1 paid, 2 cancelled, 3
 * forecast, 4 invoice pending, 5 payment pending).
 */
export const commissionStatusCode = (s: CommissionStatus): number => COMMISSION_STATUS_CODE[s];
export const transactionStatusCode = (s: TransactionStatus): number => TRANSACTION_STATUS_CODE[s];

/** A status given in either reading ('PAID' or 1), as external systems send it; undefined when it is neither. */
export function parseCommissionStatus(v: unknown): CommissionStatus | undefined {
  if (typeof v === 'string' && Object.hasOwn(COMMISSION_STATUS, v)) return v as CommissionStatus;
  const code = typeof v === 'number' ? v : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : NaN;
  return COMMISSION_STATUSES.find((s) => COMMISSION_STATUS_CODE[s] === code);
}
export function parseTransactionStatus(v: unknown): TransactionStatus | undefined {
  if (typeof v === 'string' && Object.hasOwn(TRANSACTION_STATUS, v)) return v as TransactionStatus;
  const code = typeof v === 'number' ? v : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : NaN;
  return TRANSACTION_STATUSES.find((s) => TRANSACTION_STATUS_CODE[s] === code);
}

/** Sources of a commission (who pays it). */
export const COMMISSION_SOURCE = { bank: 'Banco', insurance: 'Seguradora', partner: 'Parceiro comercial', other: 'Outra' } as const;
export type CommissionSource = keyof typeof COMMISSION_SOURCE;

/**
 * What partner banks commonly pay correspondents over the released credit, in basis points (150 = 1,5 %): the
 * starting rate of a new commission, which the company adjusts to its own agreement.
 */
export const DEFAULT_RATE_BPS: Record<DealOperationType, number> = { Financing: 120, HomeEquity: 250, SimpleBest: 300, BestCar: 350 };

/**
 * The stage where a deal's commission becomes a forecast: the contract at the property registry (realty), the signed
 * contract (vehicle), or — for a deal that skips them — the credit release.
 */
export const FORECAST_STAGES = new Set(['propertyRegistry', 'contract', 'completed']);

/** How likely a deal in each stage is to reach credit release, when the company has no history of its own yet. */
export const DEFAULT_STAGE_WEIGHT: Record<string, number> = {
  newLead: 0.05,
  registration: 0.1,
  negotiation: 0.15,
  folderTreatment: 0.25,
  preAnalysis: 0.35,
  analysis: 0.4,
  creditAnalysis: 0.45,
  approved: 0.7,
  inspection: 0.75,
  legalReview: 0.8,
  formalization: 0.85,
  contractIssuance: 0.9,
  contract: 0.92,
  propertyRegistry: 0.95,
};

/** cents × basis points, rounded half up to the cent (exact integer arithmetic). */
export const commissionCents = (approvedCents: number, rateBps: number): number => Math.floor((approvedCents * rateBps + 5000) / 10000);

/** Reais (as typed: 1234.5) to integer cents, without binary-float drift (1234.5 → 123450, 0.29 → 29). */
export const toCents = (reais: number): number => Math.round(Number((reais * 100).toFixed(4)));
export const fromCents = (cents: number): number => cents / 100;

/** docs/design/product-spec.md §3: 1 inflow (the bank pays the company), 2 outflow (the company passes money on). */
export type TransactionFlow = 1 | 2;

/**
 * Neither flow of a commission may add up to more than the commission itself: the bank pays no more than its amount, and
 * no more than that can be passed on to brokers and partners. Cancelled transactions do not count. Returns the message
 * for the amount field when a new transaction of `amountCents` would break that, or null when it fits.
 */
export function transactionAboveCommission(
  commissionAmountCents: number,
  transactions: readonly { flow: number; status: string; amountCents: number }[],
  flow: TransactionFlow,
  amountCents: number,
): string | null {
  const taken = transactions.filter((t) => t.flow === flow && t.status !== 'CANCELED').reduce((n, t) => n + t.amountCents, 0);
  if (taken + amountCents <= commissionAmountCents) return null;
  const leftCents = Math.max(0, commissionAmountCents - taken);
  const message = flow === 2 ? MSG.outflowsAboveCommission : MSG.inflowsAboveCommission;
  return message(formatMoney(commissionAmountCents / 100), leftCents > 0 ? formatMoney(leftCents / 100) : null);
}

/**
 * The other side of the same rule: a commission's amount cannot be lowered below what its outflows, or its inflows,
 * already add up to (cancelled ones aside). Returns the message naming the minimum allowed (the larger of the two
 * sums), or null when `amountCents` still covers both.
 */
export function commissionBelowTransactions(amountCents: number, transactions: readonly { flow: number; status: string; amountCents: number }[]): string | null {
  const taken = (flow: TransactionFlow) => transactions.filter((t) => t.flow === flow && t.status !== 'CANCELED').reduce((n, t) => n + t.amountCents, 0);
  const [outflows, inflows] = [taken(2), taken(1)];
  if (amountCents >= outflows && amountCents >= inflows) return null;
  const [minimum, flow] = outflows >= inflows ? [outflows, 'outflows' as const] : [inflows, 'inflows' as const];
  return MSG.commissionBelowTransactions(formatMoney(minimum / 100), flow, formatMoney(amountCents / 100));
}
