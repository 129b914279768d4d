import { z } from 'zod';
import { ERROR_TITLES, type ErrorType } from '../errors.ts';
import { isValidCpf, isValidMobile, onlyDigits } from '../format.ts';
import { MSG } from '../messages.ts';

// Messages not set by our catalogue fall back to zod's Brazilian Portuguese ones, never English.
z.config(z.locales.ptBR());
// …except a wrong or missing type, where zod's pt-BR names JavaScript types ('recebeu um valor "undefined"'):
// the catalogue's words instead (found by the R4 fuzz of docs/design/security.md; users.test.ts checks every shared
// schema for it).
// A field that was not sent (or sent empty, as a cleared number input is) is 'obrigatório'; one sent with the wrong
// type (a list, an object, a number for a text) is 'inválido'. The type constructors leave it to this.
// A text in the wrong format (an id that is no UUID, a pattern not matched) is 'inválido' too: zod's own words name
// the technique ('Formato do UUID inválido', the regular expression), not the field's problem.
// A text too short or too long that its schema gave no words for says so in the catalogue's words too: zod's own
// ('Pequeno demais: esperava que o texto tivesse >= 20 caracteres') reads like a program talking.
z.config({
  customError: (iss) => {
    if (iss.code === 'invalid_type') return missingOrInvalid(iss);
    if (iss.code === 'invalid_format') return MSG.invalid;
    if (iss.code === 'too_small' && iss.origin === 'string') return Number(iss.minimum) <= 1 ? MSG.required : MSG.minLength(Number(iss.minimum));
    if (iss.code === 'too_big' && iss.origin === 'string') return MSG.maxLength(Number(iss.maximum));
    return undefined;
  },
});

/** 'Este campo é obrigatório' for a value not sent (or sent empty), 'Este campo é inválido' for one of the wrong kind. */
export function missingOrInvalid(iss: { input?: unknown }): string {
  return iss.input === undefined || iss.input === null || iss.input === '' ? MSG.required : MSG.invalid;
}

/** The letters of a person's name (accented ones included), apostrophes, dots, hyphens and spaces: no digits. */
export const PERSON_NAME_CHARS = /^[\p{L}' .-]+$/u;

/**
 * Phone keyboards type the typographic apostrophe (’) by default, some the ‘ or ʼ: all are the ' of "D'Ávila". Names
 * are stored with the straight one so the same person is always written the same way (and searched, and compared).
 */
export const normalizeApostrophes = (v: string): string => v.replace(/[\u2018\u2019\u02BC]/g, "'");

/** A required string: 'Este campo é obrigatório' when missing or blank, trimmed. */
export const requiredString = (max = 255) =>
  z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.maxLength(max) });

/** A person's name as typed: trimmed, apostrophes normalised; the name rules are the caller's. */
export const personNameString = (max: number) => requiredString(max).overwrite(normalizeApostrophes);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.required })
  .max(254, { error: MSG.maxLength(254) })
  .pipe(z.email({ error: MSG.invalidEmail }));

export const cpfSchema = z.string().trim().min(1, { error: MSG.required }).refine(isValidCpf, { error: MSG.invalidCpf }).transform(onlyDigits);

export const mobileSchema = z.string().trim().min(1, { error: MSG.required }).refine(isValidMobile, { error: MSG.mobilePhone }).transform(onlyDigits);

/**
 * A random value a public page's browser tab makes once and sends with its requests (128 bits, base64url): only that
 * tab knows it, so it proves a request comes from the tab that sent the earlier ones. The server keeps its SHA-256.
 */
export const tabKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: MSG.invalid });

/** Age in whole years on a date. */
export function ageOn(birthIso: string, today: Date = new Date()): number {
  const b = new Date(`${birthIso}T00:00:00Z`);
  let age = today.getUTCFullYear() - b.getUTCFullYear();
  const m = today.getUTCMonth() - b.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < b.getUTCDate())) age--;
  return age;
}

/** An ISO calendar date (YYYY-MM-DD) that exists: "1990-02-30" and "1990-13-45" do not. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** An existing ISO date that is not in the future: what a rule on a birth or issue date may reason about. */
export const isPastIsoDate = (v: unknown): v is string => isIsoDate(v) && new Date(`${v}T00:00:00Z`).getTime() <= Date.now();

/**
 * ISO calendar date (YYYY-MM-DD) that exists and is not in the future. Each rule speaks only where the one before it
 * passed ("1990-13-45" is 'Data inválida' once, not also in the future), and a rule added on top should too (test with
 * isPastIsoDate). Not by aborting: an aborted field stops the rules of the object around it, which a form needs to show
 * every mistake at once (shared/schemas/deals.ts ZAssociate).
 */
export const pastDateSchema = z
  .string()
  .min(1, { error: MSG.required })
  .refine((v) => v === '' || isIsoDate(v), { error: MSG.invalidDate })
  .refine((v) => !isIsoDate(v) || isPastIsoDate(v), { error: MSG.futureDate });

/** Birth date of someone who signs contracts: a real past date, at least 18 and at most 120 years ago. */
export const adultBirthDateSchema = pastDateSchema
  .refine((v) => !isPastIsoDate(v) || ageOn(v) >= 18, { error: MSG.minAge })
  .refine((v) => !isPastIsoDate(v) || ageOn(v) <= 120, { error: MSG.invalidDate });

/**
 * The spec's name rules for a person (docs/design/product-spec.md §5 defaults): a surname is required ('Informe o
 * sobrenome'), the first name has at least 2 letters and so has the surname (the last word: "João de Sá" is fine, "João
 * S" is not).
 */
export const PERSON_NAME_MIN = { first: 2, surname: 2 } as const;

/** The first broken name rule of a person's full name, or undefined when it is a valid full name. */
export function personNameIssue(name: string): string | undefined {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return undefined; // emptiness is the required rule's to report
  if (parts[0].length < PERSON_NAME_MIN.first) return MSG.firstNameMin(PERSON_NAME_MIN.first);
  if (parts.length < 2) return MSG.surname;
  if (parts[parts.length - 1].length < PERSON_NAME_MIN.surname) return MSG.secondNameMin(PERSON_NAME_MIN.surname);
  return undefined;
}

/** Full name of a person: letters only, and the rules of personNameIssue. */
export const fullNameSchema = personNameString(120)
  .refine((v) => PERSON_NAME_CHARS.test(v), { error: MSG.invalidChars })
  .superRefine((v, ctx) => {
    const issue = personNameIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export const passwordSchema = z
  .string()
  .min(1, { error: MSG.required })
  .min(8, { error: MSG.passwordTooShort })
  .max(128, { error: MSG.passwordTooLong })
  // Spaces count as characters, but ten of them are no password.
  .refine((v) => v === '' || v.trim() !== '', { error: MSG.passwordBlank });

export const uuidSchema = z.uuid({ error: missingOrInvalid });

/**
 * The version of a row the client saw (optimistic locking). Stored as a 32-bit integer: a larger number is no
 * version at all (the R4 fuzz found 10^15 reaching the UPDATE and failing there as a 500).
 */
export const versionSchema = z.number().int({ error: MSG.invalid }).min(1, { error: MSG.invalid }).max(2_147_483_647, { error: MSG.invalid });

export const pageSchema = z.object({
  page: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(1, { error: MSG.invalid }).max(100000, { error: MSG.invalid }).default(1),
  size: z.coerce.number({ error: MSG.invalid }).int({ error: MSG.invalid }).min(1, { error: MSG.invalid }).max(100, { error: MSG.invalid }).default(20),
});

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

/** A page of a list answer, in the order the services build it (the keys' order is the REST answer's). */
export const pageResponse = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number(), totalPages: z.number() });

/** The answer of most changes: the pt-BR success message the client shows (docs/design/product-spec.md §7). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/**
 * docs/design/product-spec.md §8: every failure, over REST and inside tRPC's error data (shared/errors.ts WireError).
 */
export const ZErrorResponse = z.object({
  type: z.enum(Object.keys(ERROR_TITLES) as [ErrorType, ...ErrorType[]], { error: MSG.invalid }),
  /** The first message, shown as the toast. */
  message: z.string(),
  /** Every message, with the field it belongs to when there is one. */
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Bytes a procedure hands to the REST path that sends them as a file (they never travel over tRPC). */
export const bytesSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array, { error: MSG.invalid });

/**
 * A PDF a procedure renders for the REST path that sends it. Typed as the server's Buffer, which is what the renderers
 * give; checked as any Uint8Array, so this file stays browser-safe.
 */
export const ZPdfFileResponse = z.object({ filename: z.string(), pdf: z.custom<Buffer>((v) => v instanceof Uint8Array, { error: MSG.invalid }) });
export type TPdfFileResponse = z.infer<typeof ZPdfFileResponse>;
