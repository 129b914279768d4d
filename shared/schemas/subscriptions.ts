import { z } from 'zod';
import { isExpiryValid, isValidCardNumber, isValidSecurityCode, parseExpiry } from '../card.ts';
import { isValidCnpj, isValidCpf, isValidLandline, isValidMobile, onlyAlphanumeric, onlyDigits } from '../format.ts';
import { MSG } from '../messages.ts';
import { PLAN_KEYS, PLANS } from '../subscriptions.ts';
import { emailSchema, personNameIssue, requiredString, uuidSchema } from './common.ts';

export const ZPlanKey = z.enum(PLAN_KEYS, { error: MSG.selectOption });

/** A coupon code as typed: trimmed, upper-cased; blank means none. */
export const ZCoupon = z
  .string({ error: MSG.invalid })
  .trim()
  .max(40, { error: MSG.maxLength(40) })
  .transform((v) => v.toUpperCase())
  .optional()
  .transform((v) => (v ? v : undefined));

/** CPF or CNPJ (alphanumeric CNPJ accepted); kept as digits/letters without punctuation. */
const payerDocument = z
  .string()
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .refine((v) => (onlyAlphanumeric(v).length <= 11 ? isValidCpf(v) : isValidCnpj(v)), { error: MSG.invalidDocument })
  .transform(onlyAlphanumeric);

/** A mobile (11 digits) or landline (10 digits) phone with DDD. */
const payerPhone = z
  .string()
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .superRefine((v, ctx) => {
    const digits = onlyDigits(v);
    if (digits.length === 10 ? !isValidLandline(digits) : !isValidMobile(digits)) {
      ctx.addIssue({ code: 'custom', message: digits.length === 10 ? MSG.landlinePhone : MSG.mobilePhone });
    }
  })
  .transform(onlyDigits);

const postalCode = z
  .string()
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .refine((v) => /^\d{5}-?\d{3}$/.test(v) && Number(onlyDigits(v).slice(0, 5)) >= 1000, { error: MSG.invalidCep })
  .transform(onlyDigits);

/**
 * Who pays (docs/design/product-spec.md §3 Subscription.person): name, e-mail,
 * CPF or CNPJ, phone, address number and CEP.
 */
export const ZPayer = z
  .object({
    name: requiredString(160).refine((v) => v === '' || /^[\p{L}\p{N}' .,&-]+$/u.test(v), { error: MSG.invalidChars }),
    email: emailSchema,
    document: payerDocument,
    phone: payerPhone,
    addressNumber: requiredString(20),
    postalCode,
  })
  .superRefine((p, ctx) => {
    // A payer with a CPF is a person: the spec's name rules apply (a company's corporate name has none).
    if (onlyAlphanumeric(p.document ?? '').length !== 11) return;
    const issue = personNameIssue(p.name ?? '');
    if (issue) ctx.addIssue({ code: 'custom', path: ['name'], message: issue });
  });
export type TPayer = z.input<typeof ZPayer>;

/**
 * The card as typed (docs/design/product-spec.md §3 Subscription.card). It only ever goes to the payment provider's
 * tokenisation, never to a procedure of ours; the provider validates it with these same rules.
 */
export const ZCardRequest = z.object({
  number: z.string().trim().min(1, { error: MSG.required, abort: true }).refine(isValidCardNumber, { error: MSG.invalidCardNumber }).transform(onlyDigits),
  expirationDate: z
    .string()
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .refine((v) => isExpiryValid(v), { error: MSG.invalidExpiry })
    .transform((v) => parseExpiry(v)!),
  securityCode: z.string().trim().min(1, { error: MSG.required, abort: true }).refine(isValidSecurityCode, { error: MSG.invalidSecurityCode }),
});
export type TCardRequest = z.input<typeof ZCardRequest>;

/** A provider's card token (opaque to us). */
const cardToken = z.string().trim().min(1, { error: MSG.required, abort: true }).max(2000, { error: MSG.invalid });

const instalments = z
  .number({ error: MSG.selectOption })
  .int({ error: MSG.selectOption })
  .min(1, { error: MSG.selectOption })
  .max(12, { error: MSG.maxInstalments(12) });

export const ZQuoteRequest = z.object({ plan: ZPlanKey, coupon: ZCoupon });
export type TQuoteRequest = z.input<typeof ZQuoteRequest>;

export const ZSubscribeRequest = z
  .object({
    plan: ZPlanKey,
    coupon: ZCoupon,
    instalments,
    person: ZPayer,
    cardToken,
    /** The same key for a retried payment: the provider charges once. */
    idempotencyKey: uuidSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const max = PLANS[v.plan].maxInstalments;
    if (v.instalments > max) ctx.addIssue({ code: 'custom', path: ['instalments'], message: MSG.maxInstalments(max) });
  });
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

export const ZChangeCardRequest = z.object({ cardToken });
export type TChangeCardRequest = z.input<typeof ZChangeCardRequest>;

/** What tokenisation answers: the token and what may be shown of the card. */
export const ZCardTokenResponse = z.object({ token: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() });
export type TCardTokenResponse = z.infer<typeof ZCardTokenResponse>;
export type CardTokenResponse = TCardTokenResponse;
