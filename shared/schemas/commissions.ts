import { z } from 'zod';
import { COMMISSION_SOURCE, type CommissionStatus, parseCommissionStatus, parseTransactionStatus, type TransactionStatus } from '../commissions.ts';
import { MSG } from '../messages.ts';
import { brasiliaDay } from '../subsidiary-billing.ts';
import { pageSchema, requiredString, uuidSchema, versionSchema } from './common.ts';

/** A calendar date as YYYY-MM-DD that exists (due dates may be in the future). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100;
    },
    { error: MSG.invalidDate },
  );

/** A date that must be given: left empty it is missing (MSG.required), not an invalid date. */
const requiredDateSchema = z.string().min(1, { error: MSG.required }).pipe(isoDateSchema);

/** A payment's date: a real date, and not after today (a payment is recorded once it has happened). */
const paymentDateSchema = requiredDateSchema.refine((v) => v <= brasiliaDay(new Date()), { error: MSG.futureDate });

/**
 * A commission status in either reading of docs/design/product-spec.md §3: the
 * text code ('PAID') or the numeric one (1).
 */
export const commissionStatusSchema = z.union([z.string(), z.number()], { error: MSG.selectOption }).transform((v, ctx): CommissionStatus => {
  const s = parseCommissionStatus(v);
  if (!s) {
    ctx.addIssue({ code: 'custom', message: MSG.selectOption });
    return z.NEVER;
  }
  return s;
});
export const transactionStatusSchema = z.union([z.string(), z.number()], { error: MSG.selectOption }).transform((v, ctx): TransactionStatus => {
  const s = parseTransactionStatus(v);
  if (!s) {
    ctx.addIssue({ code: 'custom', message: MSG.selectOption });
    return z.NEVER;
  }
  return s;
});

/** Money in reais as typed (two decimals), for amounts that may be small (a transaction of R$ 50,00). */
const amount = (min: number) =>
  z
    .number()
    .finite({ error: MSG.invalid })
    .min(min, { error: min >= 1000 ? MSG.minMoney : MSG.numberMin(min) })
    .max(1_000_000_000, { error: MSG.maxMoney })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Use no máximo 2 casas decimais' });

export const ZCommissionListRequest = pageSchema.extend({
  status: commissionStatusSchema.optional(),
  /** Due dates from/to (inclusive). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  ownerId: uuidSchema.optional(),
  bankPartnerId: uuidSchema.optional(),
  search: z.string().trim().max(120).optional(),
});
export type TCommissionListRequest = z.input<typeof ZCommissionListRequest>;

/** What the company records of its agreement: the approved value, the rate, who pays, when, and the banks involved. */
export const ZCommissionUpdateRequest = z.object({
  id: uuidSchema,
  version: versionSchema,
  approvedValue: amount(1000),
  /** Percent of the approved value (1.5 = 1,5 %); 0 < rate ≤ 100 like any fee of docs/design/product-spec.md §5. */
  ratePercent: z
    .number()
    .finite({ error: MSG.invalid })
    .gt(0, { error: MSG.feeZero })
    .max(100, { error: MSG.feeAbove100 })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Use no máximo 2 casas decimais' }),
  source: z.enum(Object.keys(COMMISSION_SOURCE) as [keyof typeof COMMISSION_SOURCE, ...(keyof typeof COMMISSION_SOURCE)[]], { error: MSG.selectOption }),
  dueDate: isoDateSchema.nullable(),
  bankPartnerId: uuidSchema.nullable(),
  banks: z.object({
    inAnalysis: z.array(uuidSchema).max(30),
    approved: z.array(uuidSchema).max(30),
    chosen: uuidSchema.nullable(),
    preferred: uuidSchema.nullable(),
  }),
});
export type TCommissionUpdateRequest = z.input<typeof ZCommissionUpdateRequest>;

/**
 * A commission's banks as stored (commissions.banks, jsonb): what the repository reads back, parsed rather than cast.
 * Ids are plain strings here: they were checked when written.
 */
export const ZStoredCommissionBanks = z.object({
  inAnalysis: z.array(z.string()),
  approved: z.array(z.string()),
  chosen: z.string().nullable(),
  preferred: z.string().nullable(),
});
export type TCommissionBanks = z.output<typeof ZStoredCommissionBanks>;

/** Moves a commission one step along the flow; the invoice number comes with "payment pending", the date with "paid". */
export const ZCommissionAdvanceRequest = z
  .object({
    id: uuidSchema,
    version: versionSchema,
    to: commissionStatusSchema,
    invoiceNumber: z
      .string()
      .trim()
      .max(60, { error: MSG.maxLength(60) })
      .optional(),
    paidAt: paymentDateSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'PAYMENT_PENDING' && !v.invoiceNumber) ctx.addIssue({ code: 'custom', path: ['invoiceNumber'], message: MSG.required });
    if (v.to === 'PAID' && !v.paidAt) ctx.addIssue({ code: 'custom', path: ['paidAt'], message: MSG.required });
  });
export type TCommissionAdvanceRequest = z.input<typeof ZCommissionAdvanceRequest>;

export const ZCommissionCancelRequest = z.object({ id: uuidSchema, version: versionSchema, reason: requiredString(300) });

export const ZTransactionCreateRequest = z.object({
  commissionId: uuidSchema,
  receiver: requiredString(120),
  description: requiredString(200),
  amount: amount(0.01),
  dueDate: requiredDateSchema,
  /** docs/design/product-spec.md §3: 1 inflow, 2 outflow. */
  flow: z.union([z.literal(1), z.literal(2)], { error: MSG.selectOption }),
});
export type TTransactionCreateRequest = z.input<typeof ZTransactionCreateRequest>;

export const ZTransactionStatusRequest = z.object({ id: uuidSchema, status: transactionStatusSchema });
