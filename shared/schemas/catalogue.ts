import { z } from 'zod';
import { MSG } from '../messages.ts';
import { AMORTIZATION_TABLE, EXPENSE_TYPE, INDEXER, INSURER, PRODUCT_SEGMENT, PRODUCT_TYPE, REALTY_TYPE, VEHICLE_ASSET } from '../options.ts';
import { missingOrInvalid, pageSchema, requiredString, uuidSchema } from './common.ts';

const keys = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A required number with the spec's min/max messages ('O valor não pode ser menor/maior do que N'). */
export const boundedNumber = (min: number, max: number, opts: { int?: boolean } = {}) => {
  let n = z.number({ error: missingOrInvalid });
  if (opts.int) n = n.int({ error: MSG.invalid });
  return n.min(min, { error: MSG.numberMin(min) }).max(max, { error: MSG.numberMax(max) });
};
const money = () => boundedNumber(0, 1_000_000_000);
/** Money with the spec's floor of R$ 1.000,00. */
const moneyFrom1000 = () => z.number().min(1000, { error: MSG.minMoney }).max(1_000_000_000, { error: MSG.maxMoney });
/** A rate in percent as typed in the form: strictly above 0 and at most 100 (docs/design/product-spec.md §5). */
export const feePercent = () =>
  z
    .number({ error: missingOrInvalid })
    // Stored as a fraction with 8 decimals (6 in percent): a rate that rounds to zero there is 0% (R4 fuzz of
    // docs/design/security.md: 1e-278 % passed and broke the database's fee > 0 check as a 500).
    .refine((v) => v === 0 || !(Math.abs(v) < 0.0000005), { error: MSG.feeZero })
    .refine((v) => v !== 0, { error: MSG.feeZero })
    .refine((v) => v > 0, { error: MSG.invalid })
    .refine((v) => v <= 100, { error: MSG.feeAbove100 });

export const ASSET_TYPES = { ...REALTY_TYPE, ...VEHICLE_ASSET } as const;
export const FEE_TYPE = { monthly: 'Mensal', annual: 'Anual' } as const;
/** Product deadlines are bounded by these months (docs/design/product-spec.md §5 product deadline messages). */
export const PRODUCT_DEADLINE_BOUNDS = { min: 1, max: 420 } as const;

export const ZBankPartnerInput = z
  .object({
    name: requiredString(120),
    number: z
      .string()
      .trim()
      .regex(/^\d{3}$/, { error: 'Informe o código do banco com 3 dígitos' }),
    acceptsUnregisteredProperty: z.boolean().default(false),
    analysisWithoutDocs: z.boolean().default(false),
    financingExpenses: z.boolean().default(false),
    averageSlaMin: boundedNumber(0, 365, { int: true }),
    averageSlaMax: boundedNumber(0, 365, { int: true }),
    gracePeriod: boundedNumber(0, 24, { int: true }),
    incomeCommitment: boundedNumber(1, 100),
    maxApplicants: boundedNumber(1, 10, { int: true }),
    minCityPopulation: boundedNumber(0, 15_000_000, { int: true }),
    // The spec's floor for asset and credit values (docs/design/product-spec.md §5), as on a product.
    minAssetValue: moneyFrom1000(),
    minCreditValue: moneyFrom1000(),
    acceptJuridicalPerson: z.boolean().default(false),
    availableIndexerList: z.array(z.enum(keys(INDEXER), { error: MSG.selectOption })).min(1, { error: MSG.selectOption }),
    availableTableList: z.array(z.enum(keys(AMORTIZATION_TABLE), { error: MSG.selectOption })).min(1, { error: MSG.selectOption }),
    availableAssetTypeList: z.array(z.enum(keys(ASSET_TYPES), { error: MSG.selectOption })).min(1, { error: MSG.selectOption }),
    creditScore: z.number().int({ error: MSG.score }).min(0, { error: MSG.score }).max(1000, { error: MSG.score }),
  })
  .refine((v) => v.averageSlaMax >= v.averageSlaMin, { error: MSG.analysisTermMaxBelowMin, path: ['averageSlaMax'] });
export type TBankPartnerInput = z.input<typeof ZBankPartnerInput>;

export const ZBankPartnerUpdate = z.object({ id: uuidSchema, data: ZBankPartnerInput });

/** A refinement's `when`: the named fields of the value are all finite numbers (whatever else failed). */
const numbersIn =
  (...fields: string[]) =>
  (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null && fields.every((f) => Number.isFinite((payload.value as Record<string, unknown>)[f]));

export const ZProductInput = z
  .object({
    name: requiredString(120),
    /** Empty = registered globally (masters only). */
    global: z.boolean().default(false),
    financialInstitutionId: z
      .string({ error: MSG.selectOption })
      .min(1, { error: MSG.selectOption })
      .pipe(z.uuid({ error: MSG.selectOption })),
    segment: z.enum(keys(PRODUCT_SEGMENT), { error: MSG.selectOption }),
    type: z.enum(keys(PRODUCT_TYPE), { error: MSG.selectOption }),
    fee: feePercent(),
    feeType: z.enum(keys(FEE_TYPE), { error: MSG.selectOption }),
    table: z.enum(keys(AMORTIZATION_TABLE), { error: MSG.selectOption }),
    indexer: z.enum(keys(INDEXER), { error: MSG.selectOption }),
    insurer: z.enum(keys(INSURER), { error: MSG.selectOption }),
    administrationFee: money(),
    expenseType: z.enum(keys(EXPENSE_TYPE), { error: MSG.selectOption }),
    expenseValueFixed: money(),
    expenseValuePercentage: boundedNumber(0, 100),
    ltv: boundedNumber(1, 100),
    approveJuridicalPerson: z.boolean(),
    minAssetValue: moneyFrom1000(),
    minCreditValue: moneyFrom1000(),
    maxFee: feePercent(),
    minFee: feePercent(),
    deadlineMin: z
      .number()
      .int({ error: MSG.invalid })
      .min(PRODUCT_DEADLINE_BOUNDS.min, { error: MSG.productDeadlineMinBound(PRODUCT_DEADLINE_BOUNDS.min) })
      .max(PRODUCT_DEADLINE_BOUNDS.max, { error: MSG.productDeadlineMaxBound(PRODUCT_DEADLINE_BOUNDS.max) }),
    deadlineMax: z
      .number()
      .int({ error: MSG.invalid })
      .min(PRODUCT_DEADLINE_BOUNDS.min, { error: MSG.productDeadlineMinBound(PRODUCT_DEADLINE_BOUNDS.min) })
      .max(PRODUCT_DEADLINE_BOUNDS.max, { error: MSG.productDeadlineMaxBound(PRODUCT_DEADLINE_BOUNDS.max) }),
    availableAssetType: z.array(z.enum(keys(ASSET_TYPES), { error: MSG.selectOption })).min(1, { error: MSG.selectOption }),
    mipRate: boundedNumber(0, 5).default(0),
    dfiRate: boundedNumber(0, 5).default(0),
    // Credit realism (tariffs, insurer, rules per table). Optional: a form that does not send
    // them leaves the stored values as they are.
    valuationFee: money().optional(),
    contractFee: money().optional(),
    lienRegistrationFee: money().optional(),
    /** true: tariffs financed; false: paid at signing. */
    tariffsFinanced: z.boolean().optional(),
    acceptedTables: z
      .array(z.enum(keys(AMORTIZATION_TABLE), { error: MSG.selectOption }))
      .min(1, { error: MSG.selectOption })
      .optional(),
    /** LTV in percent per table; null = the product's LTV. */
    ltvPrice: boundedNumber(1, 100).nullable().optional(),
    ltvSac: boundedNumber(1, 100).nullable().optional(),
    housingSystem: z.enum(['SFH', 'SFI'], { error: MSG.selectOption }).nullable().optional(),
  })
  // The cross-field rules run as soon as the fields they compare are valid numbers, not only once the whole form is: the
  // broker sees every message in one round.
  .refine((v) => v.deadlineMax >= v.deadlineMin, { error: 'O prazo máximo não pode ser menor do que o mínimo', path: ['deadlineMax'], when: numbersIn('deadlineMin', 'deadlineMax') })
  .refine((v) => v.maxFee >= v.minFee, { error: 'A taxa máxima não pode ser menor do que a mínima', path: ['maxFee'], when: numbersIn('minFee', 'maxFee') })
  .refine((v) => v.fee >= v.minFee && v.fee <= v.maxFee, { error: 'A taxa deve estar entre a mínima e a máxima', path: ['fee'], when: numbersIn('fee', 'minFee', 'maxFee') })
  .refine((v) => (v.segment === 'Vehicular') === (v.type === 'BestCar' || v.type === 'SimpleBest'), { error: 'O tipo não corresponde ao segmento', path: ['type'] });
export type TProductInput = z.input<typeof ZProductInput>;

export const ZProductUpdate = z.object({ id: uuidSchema, data: ZProductInput });
export const ZProductListRequest = pageSchema.extend({
  search: z.string().trim().max(120).optional(),
  type: z.enum(keys(PRODUCT_TYPE)).optional(),
  financialInstitutionId: uuidSchema.optional(),
});
