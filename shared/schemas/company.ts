import { z } from 'zod';
import { isValidCnpj, isValidLandline, isValidMobile, onlyAlphanumeric, onlyDigits } from '../format.ts';
import { MSG } from '../messages.ts';
import { BANKS, BRAND_COLORS, COLOR_SCHEME, CONTACT_TYPE, OPERATIONS_VOLUME, stateFromCep } from '../options.ts';
import { emailSchema, missingOrInvalid, pastDateSchema, requiredString, uuidSchema } from './common.ts';

/** Keys of an option set as a zod enum ('Selecione uma opção' when missing or unknown). */
export function optionEnum<T extends Record<string, unknown>>(set: T) {
  return z.enum(Object.keys(set) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]], { error: MSG.selectOption });
}

/** An optional text: blank or missing becomes null. */
export const optionalString = (max = 255) =>
  z
    .string({ error: MSG.invalid })
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** CNPJ, numeric or alphanumeric (IN RFB 2.229/2024), stored as its 14 upper-case characters. */
export const cnpjSchema = z.string().trim().min(1, { error: MSG.required }).refine(isValidCnpj, { error: MSG.invalidCnpj }).transform(onlyAlphanumeric);

/** CEP whose first five digits fall in a Correios range (docs/design/brazil.md): the state and region come from it. */
export const cepSchema = z
  .string()
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => /^\d{5}-?\d{3}$/.test(v) && stateFromCep(v) !== null, { error: MSG.invalidCep })
  .transform(onlyDigits);

/** A company phone: landline (33) 3333-9999 or mobile (99) 99999-9999. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: MSG.required })
  .refine((v) => isValidLandline(v) || isValidMobile(v), { error: MSG.landlinePhone })
  .transform(onlyDigits);

const SITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{2,5})?(\/\S*)?$/i;
export const isValidSite = (v: string): boolean => SITE.test(v.trim());
export const optionalSiteSchema = optionalString(255).refine((v) => v === null || isValidSite(v), { error: MSG.invalidSite });

/** Money in reais, as typed in a money field: 0 to R$ 999 bilhões, two decimals. */
export const moneySchema = z
  .number({ error: missingOrInvalid })
  .min(0, { error: MSG.numberMin(0) })
  .max(999_999_999_999, { error: MSG.invalid })
  .transform((v) => Math.round(v * 100) / 100);

export const volumeOfOperationsSchema = optionEnum(OPERATIONS_VOLUME);

/**
 * docs/design/product-spec.md §3 "Company": the company's own data (the CNPJ is set at registration and never edited).
 */
export const companyDataSchema = z.object({
  corporateName: requiredString(200),
  fantasyName: optionalString(120),
  lineOfBusiness: optionalString(120),
  site: optionalSiteSchema,
  foundationDate: pastDateSchema,
  monthlyBilling: moneySchema,
  volumeOfOperations: volumeOfOperationsSchema,
  isCompanyOperateInRealStateSegment: z.boolean({ error: MSG.invalid }),
  phone: phoneSchema,
  email: emailSchema,
});

/** docs/design/product-spec.md §3 "Address": state and region are derived from the CEP, never typed. */
export const addressSchema = z.object({
  postalCode: cepSchema,
  street: requiredString(200),
  number: requiredString(20),
  complement: optionalString(120),
  neighborhood: requiredString(120),
  city: requiredString(120),
});
export type TAddressInput = z.input<typeof addressSchema>;

/**
 * docs/design/product-spec.md §3 "Contact": the value is checked by its type; phones
 * are kept as digits, e-mails lower-cased.
 */
export const contactSchema = z
  .object({
    type: optionEnum(CONTACT_TYPE),
    value: requiredString(255),
    main: z.boolean({ error: MSG.invalid }).default(false),
  })
  .superRefine((c, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (c.type === 'cellphone' && !isValidMobile(c.value)) fail(MSG.mobilePhone);
    if (c.type === 'phone' && !isValidLandline(c.value) && !isValidMobile(c.value)) fail(MSG.landlinePhone);
    if (c.type === 'email' && !z.email().safeParse(c.value.toLowerCase()).success) fail(MSG.invalidEmail);
    if (c.type === 'site' && !isValidSite(c.value)) fail(MSG.invalidSite);
  })
  .transform((c) => ({ ...c, value: c.type === 'cellphone' || c.type === 'phone' ? onlyDigits(c.value) : c.type === 'email' ? c.value.toLowerCase() : c.value }));
export const contactsSchema = z.array(contactSchema).max(10, { error: MSG.invalid });

export const ZCompanyUpdateRequest = z.object({ company: companyDataSchema, address: addressSchema, contacts: contactsSchema });
export type TCompanyUpdateRequest = z.input<typeof ZCompanyUpdateRequest>;

const digits = (max: number) => requiredString(max).refine((v) => v === '' || /^\d+$/.test(v), { error: MSG.digitsOnly });

/** docs/design/product-spec.md §3 "bankAccount". The account digit may be X (some banks use it). */
export const bankAccountSchema = z.object({
  name: requiredString(120),
  main: z.boolean({ error: MSG.invalid }).default(false),
  bank: optionEnum(BANKS),
  agencyNumber: digits(6),
  agencyDigit: optionalString(2)
    .refine((v) => v === null || /^[0-9xX]$/.test(v), { error: MSG.invalid })
    .transform((v) => v?.toUpperCase() ?? null),
  accountNumber: digits(20),
  accountDigit: requiredString(2)
    .refine((v) => /^[0-9xX]{1,2}$/.test(v), { error: MSG.invalid })
    .transform((v) => v.toUpperCase()),
});
export const ZBankAccountCreateRequest = bankAccountSchema;
export const ZBankAccountUpdateRequest = bankAccountSchema.extend({ id: uuidSchema });
export type TBankAccountInput = z.input<typeof bankAccountSchema>;

export const ZColorSchemeRequest = z.object({ colorScheme: optionEnum(COLOR_SCHEME) });
export const ZBrandRequest = z.object({ primaryColor: optionEnum(BRAND_COLORS) });

export interface CompanyAddress {
  postalCode: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  region: string;
  country: string;
}

export interface CompanyContact {
  id: string;
  type: keyof typeof CONTACT_TYPE;
  value: string;
  main: boolean;
}

/** The company as the account profile shows it. */
export interface CompanyProfile {
  id: string;
  name: string;
  document: string | null;
  corporateName: string;
  fantasyName: string | null;
  lineOfBusiness: string | null;
  site: string | null;
  foundationDate: string | null;
  monthlyBilling: number | null;
  volumeOfOperations: keyof typeof OPERATIONS_VOLUME | null;
  isCompanyOperateInRealStateSegment: boolean | null;
  phone: string | null;
  email: string | null;
  address: CompanyAddress | null;
  contacts: CompanyContact[];
}

export interface BankAccountItem {
  id: string;
  name: string;
  main: boolean;
  bank: string;
  bankName: string;
  agencyNumber: string;
  agencyDigit: string | null;
  accountNumber: string;
  accountDigit: string;
}

export interface CompanyIdentity {
  colorScheme: keyof typeof COLOR_SCHEME;
  primaryColor: keyof typeof BRAND_COLORS;
  logoUrl: string | null;
}

/**
 * An optional field checked by `schema` when filled: blank or missing becomes null, anything else must pass
 * `schema` (its own messages, e.g. 'CNPJ inválido').
 */
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({ error: MSG.invalid })
    .trim()
    .nullish()
    .transform((v, ctx): z.output<T> | null => {
      if (!v) return null;
      const parsed = schema.safeParse(v);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

/** A logo stored (the company's or a bank's): where it is served from now. */
export const ZLogoUploadResponse = z.object({ message: z.string(), logoUrl: z.string() });
export type TLogoUploadResponse = z.infer<typeof ZLogoUploadResponse>;
