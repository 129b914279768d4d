import { z } from 'zod';
import { MSG } from '../messages.ts';
import { GENDER, MARITAL_STATUS } from '../options.ts';
import { ZAcceptPoliciesRequest } from './auth.ts';
import { adultBirthDateSchema, cpfSchema, emailSchema, fullNameSchema, mobileSchema, passwordSchema, pastDateSchema, requiredString, uuidSchema } from './common.ts';
import { addressSchema, cnpjSchema, companyDataSchema, contactsSchema, moneySchema, optionalField, optionalString, optionEnum, volumeOfOperationsSchema } from './company.ts';

/** Days of the test period a self-registered company starts with (its first affiliate has status 'test'). */
export const TEST_PERIOD_DAYS = 14;
/** Days a pre-registration link stays valid. */
export const PRE_REGISTRATION_DAYS = 30;

/**
 * docs/design/product-spec.md §3 Company "marketing": the UTM fields of the link the visitor came from (all optional).
 */
export const marketingSchema = z.object({
  utmRef: optionalString(255),
  refLanding: optionalString(500),
  utmContent: optionalString(255),
  utmMedium: optionalString(255),
  utmSource: optionalString(255),
  utmCampaign: optionalString(255),
  utmTerm: optionalString(255),
});
export type TMarketing = z.output<typeof marketingSchema>;

/** The UTM fields a pre-registration keeps (pre_registrations.marketing, jsonb: only those that had a value). */
export const storedMarketingSchema = z
  .object({ utmRef: z.string(), refLanding: z.string(), utmContent: z.string(), utmMedium: z.string(), utmSource: z.string(), utmCampaign: z.string(), utmTerm: z.string() })
  .partial();

export const subscriberSchema = z.object({ name: fullNameSchema, email: emailSchema, cellphone: mobileSchema });

export const administratorSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  cellphone: mobileSchema,
  birthDate: adultBirthDateSchema,
  document: cpfSchema,
});

/** The first user of the new company (docs/design/product-spec.md §3 Company "user", with its "info"). */
export const registrationUserSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    cellphone: mobileSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, { error: MSG.required }),
    birthDate: adultBirthDateSchema,
    info: z.object({
      motherName: requiredString(120).refine((v) => /^[\p{L}' .-]+$/u.test(v), { error: MSG.invalidChars }),
      document: cpfSchema,
      gender: optionEnum(GENDER),
      maritalStatus: optionEnum(MARITAL_STATUS),
    }),
  })
  .refine((u) => u.password === u.confirmPassword, { error: MSG.passwordsDontMatch, path: ['confirmPassword'] });

/** /cadastro (alias /subscribe): a company registers itself, with its first affiliate and administrator. */
export const ZCompanyRegistrationRequest = z
  .object({
    company: companyDataSchema.extend({ document: cnpjSchema }),
    address: addressSchema,
    contacts: contactsSchema.default([]),
    subscriber: subscriberSchema,
    isUserCompanyAdministrator: z.boolean({ error: MSG.invalid }),
    administrator: administratorSchema.optional(),
    user: registrationUserSchema,
    policies: ZAcceptPoliciesRequest,
    marketing: marketingSchema.prefault({}),
    preRegistrationToken: z.string().trim().max(128, { error: MSG.invalid }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.isUserCompanyAdministrator && !v.administrator) ctx.addIssue({ code: 'custom', path: ['administrator', 'name'], message: MSG.required });
  });
export type TCompanyRegistrationRequest = z.input<typeof ZCompanyRegistrationRequest>;

/** /pre-cadastro: a prospect's short form; the full registration comes later from the e-mailed link. */
export const ZPreRegistrationRequest = z.object({
  name: fullNameSchema,
  email: emailSchema,
  cellphone: mobileSchema,
  companyName: requiredString(200),
  document: optionalField(cnpjSchema),
  volumeOfOperations: volumeOfOperationsSchema,
  /** The name of the /pre-cadastro/{name} link the prospect opened. */
  sourceName: optionalString(120),
  marketing: marketingSchema.prefault({}),
});
export type TPreRegistrationRequest = z.input<typeof ZPreRegistrationRequest>;

export const ZPreRegistrationTokenRequest = z.object({ token: z.string().trim().min(1, { error: MSG.required }).max(128, { error: MSG.invalid }) });

/** What a pre-registration link fills in the full form. */
export const ZPreRegistrationPrefillResponse = z.object({
  name: z.string(),
  email: z.string(),
  cellphone: z.string(),
  companyName: z.string(),
  document: z.string().nullable(),
  volumeOfOperations: z.string(),
  marketing: storedMarketingSchema,
});
export type PreRegistrationPrefill = z.infer<typeof ZPreRegistrationPrefillResponse>;

/** /cadastro-filial/{companyId}/{subsidiaryId}?convite=…: the ids and the link's secret code (absent or wrong: 'Link não encontrado'). */
export const ZAffiliateLinkRequest = z.object({ companyId: uuidSchema, subsidiaryId: uuidSchema, invite: z.string().max(200).default('') });

/**
 * docs/design/product-spec.md §3 "Subsidiary": the affiliate's own data,
 * completed by the affiliate at /cadastro-filial.
 */
export const subsidiaryDataSchema = z.object({
  corporateName: requiredString(200),
  fantasyName: requiredString(120),
  document: cnpjSchema,
  email: emailSchema,
  cellphone: mobileSchema,
  foundationDate: pastDateSchema,
  monthBilling: moneySchema,
});

/**
 * docs/design/product-spec.md §3 Subsidiary "user": the affiliate's first user, its administrator (subsidiaryManager).
 */
export const affiliateUserSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    cellphone: mobileSchema,
    document: cpfSchema,
    birthDate: adultBirthDateSchema,
    password: passwordSchema,
    passwordConfirmation: z.string().min(1, { error: MSG.required }),
  })
  .refine((u) => u.password === u.passwordConfirmation, { error: MSG.passwordsDontMatch, path: ['passwordConfirmation'] });

export const ZAffiliateRegistrationRequest = ZAffiliateLinkRequest.extend({
  subsidiary: subsidiaryDataSchema,
  user: affiliateUserSchema,
  policies: ZAcceptPoliciesRequest,
});
export type TAffiliateRegistrationRequest = z.input<typeof ZAffiliateRegistrationRequest>;

/** What the affiliate's registration page shows and pre-fills. */
export const ZAffiliateInviteResponse = z.object({
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  subsidiary: z.object({
    fantasyName: z.string(),
    corporateName: z.string().nullable(),
    document: z.string().nullable(),
    email: z.string().nullable(),
    cellphone: z.string().nullable(),
    foundationDate: z.string().nullable(),
    monthBilling: z.number().nullable(),
  }),
});
export type AffiliateInvite = z.infer<typeof ZAffiliateInviteResponse>;

/** A company or an affiliate registered: the message to show and the e-mail to sign in with. */
export const ZRegistrationResponse = z.object({ message: z.string(), email: z.string() });

/** /cadastro's access step asks whether the password typed is one refused as easy to guess, before the review. */
export const ZPasswordCheckRequest = z.object({ password: passwordSchema });
export const ZPasswordCheckResponse = z.object({ guessable: z.boolean() });
export type RegistrationResult = z.infer<typeof ZRegistrationResponse>;
