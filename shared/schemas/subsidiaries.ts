import { z } from 'zod';
import { isValidMobile, onlyDigits } from '../format.ts';
import { MSG } from '../messages.ts';
import { emailSchema, pageSchema, pastDateSchema, requiredString, uuidSchema } from './common.ts';
import { cnpjSchema, moneySchema, optionalField, optionalString } from './company.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The last day of a test period, as a calendar date (the period ends at that day's end, Brasília time). */
export const testEndDateSchema = z
  .string()
  .trim()
  .min(1, { error: MSG.required })
  .regex(isoDate, { error: MSG.invalidDate })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, { error: MSG.invalidDate })
  .refine((v) => Date.parse(`${v}T23:59:59-03:00`) > Date.now(), { error: MSG.testEndInPast });

/** 'YYYY-MM-DD' → the instant the test period ends (23:59:59 in Brasília). */
export const testEndInstant = (date: string): Date => new Date(`${date}T23:59:59-03:00`);

const optionalMoney = z
  .union([z.number({ error: MSG.invalid }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .pipe(moneySchema.nullable());

/** What an administrator may type when creating or editing an affiliate: only the name is required. */
export const subsidiaryDraftSchema = z.object({
  fantasyName: requiredString(120),
  corporateName: optionalString(200),
  document: optionalField(cnpjSchema),
  email: optionalField(emailSchema),
  cellphone: optionalString(20)
    .refine((v) => v === null || isValidMobile(v), { error: MSG.mobilePhone })
    .transform((v) => (v === null ? null : onlyDigits(v))),
  foundationDate: optionalField(pastDateSchema),
  monthBilling: optionalMoney,
});

/** Status and test end together: a test period needs its (future) last day; other statuses ignore it. */
const statusWithTestEnd = <S extends readonly ['active', ...string[]]>(others: S) =>
  z.discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('test'), testEndAt: testEndDateSchema }),
      z.object({
        status: z.enum(others),
        testEndAt: z
          .string()
          .trim()
          .nullish()
          .transform(() => null),
      }),
    ],
    { error: MSG.selectOption },
  );

export const ZSubsidiaryCreateRequest = z.intersection(subsidiaryDraftSchema, statusWithTestEnd(['active'] as const));
export type TSubsidiaryCreateRequest = z.input<typeof ZSubsidiaryCreateRequest>;

export const ZSubsidiaryUpdateRequest = subsidiaryDraftSchema.extend({ id: uuidSchema });
export type TSubsidiaryUpdateRequest = z.input<typeof ZSubsidiaryUpdateRequest>;

export const ZSubsidiaryStatusRequest = z.intersection(z.object({ id: uuidSchema }), statusWithTestEnd(['active', 'inactive'] as const));
export type TSubsidiaryStatusRequest = z.input<typeof ZSubsidiaryStatusRequest>;

export const SUBSIDIARY_FILTERS = ['active', 'test', 'inactive', 'pending'] as const;
export const ZSubsidiaryListRequest = pageSchema.extend({
  search: z
    .string()
    .trim()
    .max(120, { error: MSG.maxLength(120) })
    .optional(),
  status: z.enum(SUBSIDIARY_FILTERS, { error: MSG.selectOption }).optional(),
});
export type TSubsidiaryListRequest = z.input<typeof ZSubsidiaryListRequest>;

export interface SubsidiaryListItem {
  id: string;
  fantasyName: string;
  corporateName: string;
  document: string | null;
  email: string | null;
  cellphone: string | null;
  foundationDate: string | null;
  monthBilling: number | null;
  status: 'active' | 'test' | 'inactive';
  testEndAt: Date | null;
  /** Created here and waiting for the affiliate's own registration. */
  registrationPending: boolean;
  /** /cadastro-filial/{companyId}/{subsidiaryId}, while the registration is pending. */
  registrationPath: string | null;
  usersCount: number;
  createdAt: Date;
}

export interface SubsidiaryUser {
  id: string;
  name: string;
  email: string;
  roleName: string;
  active: boolean;
}

export interface SubsidiaryDetail extends SubsidiaryListItem {
  users: SubsidiaryUser[];
}
