import { z } from 'zod';
import { BANK_SUBMISSION_STATUSES } from '../bank-submissions.ts';
import { BANK_SUBMISSION_MESSAGES as M, MSG } from '../messages.ts';
import { uuidSchema, versionSchema } from './common.ts';

/** Free text of a bank's answer (conditions, reason, documents asked for). */
const answerText = (max: number) =>
  z
    .string({ error: MSG.invalid })
    .trim()
    .max(max, { error: MSG.maxLength(max) });

export const ZDealBanksListRequest = z.object({ dealId: uuidSchema });
export type TDealBanksListRequest = z.input<typeof ZDealBanksListRequest>;

/** "Enviar para bancos": several banks at once, each with a product of it or none. */
export const ZDealBanksAddRequest = z.object({
  dealId: uuidSchema,
  banks: z
    .array(z.object({ bankPartnerId: uuidSchema, productId: uuidSchema.nullish() }), { error: M.selectBank })
    .min(1, { error: M.selectBank })
    .max(20, { error: MSG.numberMax(20) }),
});
export type TDealBanksAddRequest = z.input<typeof ZDealBanksAddRequest>;

/**
 * A bank's answer: approved needs the approved value (conditions optional); denied needs the bank's reason;
 * pending needs the documents the bank asked for.
 */
export const ZDealBankStatusRequest = z
  .object({
    id: uuidSchema,
    version: versionSchema,
    status: z.enum(BANK_SUBMISSION_STATUSES, { error: MSG.selectOption }),
    approvedValue: z
      .number({ error: MSG.invalid })
      .finite({ error: MSG.invalid })
      .min(1000, { error: MSG.minMoney })
      .max(1_000_000_000, { error: MSG.maxMoney })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Use no máximo 2 casas decimais' })
      .nullish(),
    conditions: answerText(1000).nullish(),
    denialReason: answerText(500).nullish(),
    requestedDocuments: answerText(1000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'approved' && !v.approvedValue) ctx.addIssue({ code: 'custom', path: ['approvedValue'], message: M.approvedValueRequired });
    if (v.status === 'denied' && !v.denialReason) ctx.addIssue({ code: 'custom', path: ['denialReason'], message: M.denialReasonRequired });
    if (v.status === 'pending' && !v.requestedDocuments) ctx.addIssue({ code: 'custom', path: ['requestedDocuments'], message: M.requestedDocumentsRequired });
  });
export type TDealBankStatusRequest = z.input<typeof ZDealBankStatusRequest>;

/** The customer's choice (only an approved submission). */
export const ZDealBankChooseRequest = z.object({ id: uuidSchema, version: versionSchema });
export type TDealBankChooseRequest = z.input<typeof ZDealBankChooseRequest>;

export const ZDealBankRemoveRequest = z.object({ id: uuidSchema });
