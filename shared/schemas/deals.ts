import { z } from 'zod';
import { DEAL_MAX_LTV, DEAL_OPERATION_TYPES, DEFENSE_MAX, type DealOperationType, isPurchaseOperation, isRealtyOperation } from '../deal-options.ts';
import { formatMoney, isValidCnpj, isValidCpf, isValidMobile, isValidPlate, onlyAlphanumeric } from '../format.ts';
import { MSG } from '../messages.ts';
import { CREDIT_OBJECTIVE, DENIAL_REASON, GENDER, MARITAL_STATUS, PROFESSIONAL_PROFILE, REALTY_TYPE, STATES, STATUS_REASON, VEHICLE_ASSET } from '../options.ts';
import {
  ageOn,
  isPastIsoDate,
  normalizeApostrophes,
  PERSON_NAME_CHARS,
  PERSON_NAME_MIN,
  pastDateSchema,
  personNameIssue,
  personNameString,
  requiredString,
  uuidSchema,
  versionSchema,
} from './common.ts';
import { SIMULATION_DEADLINES } from './simulation.ts';

const keys = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const pick = <T extends Record<string, unknown>>(o: T) => z.enum(keys(o), { error: MSG.selectOption });
/** Money with the spec's floor of R$ 1.000,00 (docs/design/product-spec.md §5). */
const money = () => z.number().finite({ error: MSG.invalid }).min(1000, { error: MSG.minMoney }).max(1_000_000_000, { error: MSG.maxMoney });

export { DEAL_MAX_LTV, DEAL_OPERATION_TYPES, DEFENSE_MAX, type DealOperationType, isRealtyOperation } from '../deal-options.ts';

export const ZIdentityCard = z.object({
  number: requiredString(20),
  state: z.enum(Object.keys(STATES) as [string, ...string[]], { error: MSG.selectOption }),
  issuingAgency: requiredString(20),
  issueDate: pastDateSchema,
});

export const ZIncome = z
  .object({
    mensalIncome: z.number().finite({ error: MSG.invalid }).min(0, { error: MSG.invalid }).max(100_000_000, { error: MSG.maxIncome }),
    professionalProfile: pick(PROFESSIONAL_PROFILE),
    /** Its label varies by profile (ADMISSION_DATE_LABEL). */
    admissionDate: pastDateSchema.optional(),
    description: z
      .string()
      .trim()
      .max(120, { error: MSG.maxLength(120) })
      .optional(),
    companyName: z
      .string()
      .trim()
      .max(160, { error: MSG.maxLength(160) })
      .optional(),
    companyDocument: z.string().trim().max(20).optional(),
    main: z.boolean().default(false),
  })
  .superRefine(
    (i, ctx) => {
      // R$ 0,00 is an income only for someone out of work: anyone else left the amount out.
      if (i.mensalIncome === 0 && i.professionalProfile !== 'desempregado') ctx.addIssue({ code: 'custom', path: ['mensalIncome'], message: MSG.zeroIncome });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

const COMPANY_NAME_MIN = 2;

/** A proponent or seller of the deal: a person (CPF) or a company (CNPJ). */
export const ZAssociate = z
  .object({
    main: z.boolean().default(false),
    notify: z.boolean().default(false),
    hasRestrictions: z.boolean().default(false),
    personType: z.enum(['individual', 'company'], { error: MSG.selectOption }),
    type: z.enum(['CUSTOMER', 'SELLER'], { error: MSG.selectOption }).default('CUSTOMER'),
    /** Corporate name for a company. */
    name: personNameString(160),
    document: requiredString(20),
    /** Opening date for a company. */
    birthDate: pastDateSchema,
    gender: pick(GENDER).optional(),
    maritalStatus: pick(MARITAL_STATUS).optional(),
    motherName: z
      .string()
      .trim()
      .max(160, { error: MSG.maxLength(160) })
      .overwrite(normalizeApostrophes)
      .nullable()
      .optional(),
    serasaScore: z.number({ error: MSG.score }).int({ error: MSG.score }).min(0, { error: MSG.score }).max(1000, { error: MSG.score }).optional(),
    relationship: z.string().trim().max(60).optional(),
    monthlyBilling: z.number().finite().min(0, { error: MSG.invalid }).optional(),
    email: z.union([z.literal(''), z.email({ error: MSG.invalidEmail })]).optional(),
    cellphone: z.string().trim().max(20).optional(),
    identityCard: ZIdentityCard.optional(),
    incomes: z.array(ZIncome).max(10).default([]),
  })
  // Run even when another field of the person failed: the form shows every mistake at once, not in waves (a wrong
  // CPF or an empty gender hidden until a bad date is fixed). So each rule reads its field defensively and speaks only
  // where the field's own rule did not (an empty CPF is 'obrigatório', not also 'inválido').
  .superRefine(
    (a, ctx) => {
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      const doc = onlyAlphanumeric(text(a.document));
      if (doc && (a.personType === 'company' ? !isValidCnpj(doc) : a.personType === 'individual' && !isValidCpf(doc))) {
        ctx.addIssue({ code: 'custom', path: ['document'], message: a.personType === 'company' ? MSG.invalidCnpj : MSG.invalidCpf });
      }
      // A company's corporate name is at least two characters ("A" is a slip, not a company).
      if (a.personType === 'company' && text(a.name).trim().length > 0 && text(a.name).trim().length < COMPANY_NAME_MIN)
        ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.minLength(COMPANY_NAME_MIN) });
      if (a.personType === 'individual') {
        // A person's name and their mother's are letters (digits are a slip: "João 123"); a company's may have digits.
        const name = normalizeApostrophes(text(a.name).trim());
        const nameIssue = name && !PERSON_NAME_CHARS.test(name) ? MSG.invalidChars : personNameIssue(name);
        if (nameIssue) ctx.addIssue({ code: 'custom', path: ['name'], message: nameIssue });
        if (!a.motherName) ctx.addIssue({ code: 'custom', path: ['motherName'], message: MSG.required });
        else if (!PERSON_NAME_CHARS.test(normalizeApostrophes(text(a.motherName).trim()))) ctx.addIssue({ code: 'custom', path: ['motherName'], message: MSG.invalidChars });
        // A single letter is a slip, as in the person's own name (the same minimum and message).
        else if ((text(a.motherName).match(/\p{L}/gu) ?? []).length < PERSON_NAME_MIN.first) ctx.addIssue({ code: 'custom', path: ['motherName'], message: MSG.firstNameMin(PERSON_NAME_MIN.first) });
        if (!a.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: MSG.selectOption });
        if (!a.maritalStatus) ctx.addIssue({ code: 'custom', path: ['maritalStatus'], message: MSG.selectOption });
        // A proponent signs the credit contract: an adult. A seller may be a minor (represented, with a judge's leave).
        if (a.type === 'CUSTOMER' && isPastIsoDate(a.birthDate) && ageOn(a.birthDate) < 18) {
          ctx.addIssue({ code: 'custom', path: ['birthDate'], message: MSG.customerMinAge });
        }
        // Nobody alive was born 120 years ago: a slip of the year (1900 for 1990). A company may be older.
        if (isPastIsoDate(a.birthDate) && ageOn(a.birthDate) > 120) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: MSG.invalidDate });
        // Nothing of a person's happens before they were born: an identity card issued, a job started (ISO dates compare as text).
        if (isPastIsoDate(a.birthDate)) {
          const born = a.birthDate;
          const issued = a.identityCard?.issueDate;
          if (isPastIsoDate(issued) && issued < born) ctx.addIssue({ code: 'custom', path: ['identityCard', 'issueDate'], message: MSG.issueBeforeBirth });
          (Array.isArray(a.incomes) ? a.incomes : []).forEach((income, j) => {
            const since = income?.admissionDate;
            if (isPastIsoDate(since) && since < born) ctx.addIssue({ code: 'custom', path: ['incomes', j, 'admissionDate'], message: MSG.admissionBeforeBirth });
          });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type TAssociate = z.input<typeof ZAssociate>;

export const ZRealtyAsset = z.object({
  kind: z.literal('realty'),
  value: money(),
  type: pick(REALTY_TYPE),
  /** Null: never asked (a simulator's lead; the public simulator asks neither question). Shown as "Não informado". */
  isPropertyAlreadyChosen: z.boolean().nullable().default(false),
  isRegistered: z.boolean().nullable().default(true),
});

export const ZVehicleAsset = z.object({
  kind: z.literal('vehicle'),
  value: money(),
  type: pick(VEHICLE_ASSET),
  typeVehicle: z.union([z.literal(1), z.literal(3)], { error: MSG.selectOption }),
  fuel: z.string().trim().max(20).optional(),
  year: z
    .number()
    .int({ error: MSG.invalid })
    .min(1980, { error: MSG.invalid })
    .max(new Date().getFullYear() + 1, { error: MSG.invalid }),
  brand: z.object({ name: requiredString(60), code: requiredString(10) }),
  model: z.object({ name: requiredString(120), code: requiredString(10), year: z.number().int().optional() }),
  licensePlate: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidPlate(v), { error: 'Placa inválida: use AAA-9999 ou AAA-9A99' })
    .transform((v) => (v ? onlyAlphanumeric(v) : v)),
});

/** Operation data of a deal (wizard step "operation"): values, deadline, defense, the asset and the product/bank. */
export const operationFields = {
  operationType: z.enum(DEAL_OPERATION_TYPES, { error: MSG.selectOption }),
  operationValue: money(),
  objective: pick(CREDIT_OBJECTIVE).optional(),
  deadline: z
    .number()
    .int({ error: MSG.invalid })
    .min(1, { error: MSG.invalid })
    .max(420, { error: MSG.deadlineMax(420) }),
  defense: z
    .string()
    .trim()
    .max(DEFENSE_MAX, { error: MSG.maxLength(DEFENSE_MAX) })
    .optional(),
  downPayment: money().optional(),
  financedValue: money().optional(),
  asset: z.discriminatedUnion('kind', [ZRealtyAsset, ZVehicleAsset], { error: MSG.required }),
  productId: uuidSchema.optional(),
  financialInstitutionId: uuidSchema.optional(),
};
// The request keeps the operation type first and the associates next, as the wizard asks for them.
const { operationType: operationTypeField, ...operationRest } = operationFields;
export const associatesField = z
  .array(ZAssociate)
  .min(1, { error: 'Informe pelo menos um proponente' })
  .max(10, { error: MSG.numberMax(10) });

/**
 * The spec's message when the credit is above the type's share of the property value
 * (docs/design/product-spec.md §5); undefined when within.
 */
export function creditAboveLimit(operationType: DealOperationType, operationValue: number, assetValue: number): string | undefined {
  const ltv = DEAL_MAX_LTV[operationType];
  if (ltv !== undefined) return operationValue > (ltv / 100) * assetValue + 1e-6 ? MSG.maxCreditPercentage(ltv) : undefined;
  // A vehicle backs at most its own value (the simulators say "Até o valor do veículo").
  return operationValue > assetValue + 1e-6 ? MSG.creditAboveVehicle : undefined;
}

export function checkOperation(d: { operationType: DealOperationType; asset: { kind: string } }, ctx: z.RefinementCtx): void {
  const realty = isRealtyOperation(d.operationType);
  if (realty !== (d.asset.kind === 'realty')) ctx.addIssue({ code: 'custom', path: ['asset', 'kind'], message: realty ? 'Informe os dados do imóvel' : 'Informe os dados do veículo' });
}

const finite = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const cents = (reais: number): number => Math.round(reais * 100);

/**
 * The operation's figures against the asset's value. Run with `FIGURES_ALONGSIDE` — also when another field failed — so
 * the form shows every mistake at once (the down payment beside a missing term); each figure is read defensively, and
 * one that failed its own rule (absent, not a number) is left to it.
 */
export function checkOperationFigures(v: unknown, ctx: z.RefinementCtx): void {
  const d = (v ?? {}) as Partial<Record<string, unknown>>;
  const assetValue = d.asset && typeof d.asset === 'object' ? finite((d.asset as { value?: unknown }).value) : undefined;
  if (assetValue === undefined) return;
  const type = (DEAL_OPERATION_TYPES as readonly unknown[]).includes(d.operationType) ? (d.operationType as DealOperationType) : undefined;
  const [credit, downPayment, financed] = [finite(d.operationValue), finite(d.downPayment), finite(d.financedValue)];
  const aboveLimit = type && credit !== undefined ? creditAboveLimit(type, credit, assetValue) : undefined;
  if (aboveLimit) ctx.addIssue({ code: 'custom', path: ['operationValue'], message: aboveLimit });
  // The down payment and the financed value are parts of the asset's price: neither can reach past it. In a purchase the
  // down payment and the credit pay the price together (docs/design/finance.md), so their sum cannot pass it either;
  // the financed value may carry financed expenses on top of the credit, so it is not held to price minus down payment.
  if (downPayment !== undefined && downPayment >= assetValue) ctx.addIssue({ code: 'custom', path: ['downPayment'], message: MSG.downPaymentAboveAsset });
  else if (type && isPurchaseOperation(type) && downPayment !== undefined && credit !== undefined && !aboveLimit && cents(downPayment) + cents(credit) > cents(assetValue)) {
    const maxDownPayment = formatMoney(Math.max(0, cents(assetValue) - cents(credit)) / 100);
    ctx.addIssue({ code: 'custom', path: ['downPayment'], message: MSG.downPaymentPlusCreditAboveAsset(isRealtyOperation(type) ? 'imóvel' : 'veículo', maxDownPayment) });
  }
  if (financed !== undefined && financed > assetValue) ctx.addIssue({ code: 'custom', path: ['financedValue'], message: MSG.financedAboveAsset });
}

/** `checkOperationFigures` runs beside the fields' own rules, not only once they all pass. */
export const FIGURES_ALONGSIDE = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export function checkAssociates(associates: { main: boolean; type: string; document: string }[], ctx: z.RefinementCtx): void {
  // Exactly one main proponent, and a customer: the database keeps one main per deal and boards show its name.
  const mains = associates.filter((a) => a.main);
  if (mains.length !== 1) ctx.addIssue({ code: 'custom', path: ['associates'], message: 'Marque um proponente principal' });
  else if (mains[0].type !== 'CUSTOMER') ctx.addIssue({ code: 'custom', path: ['associates'], message: 'O proponente principal deve ser um cliente' });
  const docs = associates.map((a) => onlyAlphanumeric(a.document));
  docs.forEach((doc, i) => {
    if (docs.indexOf(doc) !== i) ctx.addIssue({ code: 'custom', path: ['associates', i, 'document'], message: 'Documento repetido entre os proponentes' });
  });
}

export const ZDealCreateRequest = z
  .object({
    operationType: operationTypeField,
    origin: z.enum(['bext', 'simulator', 'public', 'internal']).default('internal'),
    associates: associatesField,
    ...operationRest,
    simulationId: uuidSchema.optional(),
    ownerId: uuidSchema.optional(),
  })
  .superRefine((d, ctx) => {
    checkOperation(d, ctx);
    checkAssociates(d.associates, ctx);
  })
  .superRefine(checkOperationFigures, FIGURES_ALONGSIDE);
export type TDealCreateRequest = z.input<typeof ZDealCreateRequest>;
export type TDealCreateParsed = z.output<typeof ZDealCreateRequest>;

/**
 * Editing a deal (wizard "Salvar"): the create fields at the version the client saw. The operation type is sent
 * but cannot change (it decides the board); owner and origin change elsewhere.
 */
export const ZDealUpdateRequest = z
  .object({ id: uuidSchema, version: versionSchema, ...operationFields, associates: associatesField })
  .superRefine((d, ctx) => {
    checkOperation(d, ctx);
    checkAssociates(d.associates, ctx);
  })
  .superRefine(checkOperationFigures, FIGURES_ALONGSIDE);
export type TDealUpdateRequest = z.input<typeof ZDealUpdateRequest>;
export type TDealUpdateParsed = z.output<typeof ZDealUpdateRequest>;

// Wizard steps (docs/design/product-spec.md §3 "Deal steps: customer, operation, income, files"): each step is checked
// before the next one opens, with the same rules as the request plus what only a person typing needs (masks, bounds per
// type).

/** Step "customer": the proponents without their incomes (those are the next step's). */
export const ZDealCustomerStep = z
  .object({ associates: associatesField })
  .superRefine((d, ctx) => checkAssociates(d.associates, ctx))
  // With the other mistakes of the step, not after them (as ZAssociate's rules).
  .superRefine(
    (d, ctx) => {
      if (!Array.isArray(d.associates)) return;
      d.associates.forEach((a, i) => {
        const cellphone = typeof a === 'object' && a !== null && typeof a.cellphone === 'string' ? a.cellphone : '';
        if (cellphone && !isValidMobile(cellphone)) ctx.addIssue({ code: 'custom', path: ['associates', i, 'cellphone'], message: MSG.mobilePhone });
      });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/**
 * The deadline a person types on a form, whose bounds are the operation type's (checkDeadlineBounds): a term of 0 is
 * 'O prazo mínimo é de 12 meses', as the simulator says, not the field's generic 'Este campo é inválido'.
 */
export const formDeadlineField = z
  .number()
  .int({ error: MSG.invalid })
  .max(420, { error: MSG.deadlineMax(420) });

/** Step "operation": values, deadline within the type's options (docs/design/product-spec.md §9), asset and product. */
export const ZDealOperationStep = z
  .object({ ...operationFields, deadline: formDeadlineField })
  .superRefine((d, ctx) => checkOperation(d, ctx))
  .superRefine(checkDeadlineBounds, FIGURES_ALONGSIDE)
  .superRefine(checkOperationFigures, FIGURES_ALONGSIDE);

/**
 * The deadline within the operation type's bounds (docs/design/product-spec.md §9), as a person choosing it is asked;
 * said alongside other fields' mistakes, so it reads both fields defensively (one that failed its own rule is its own).
 */
export function checkDeadlineBounds(d: { operationType?: unknown; deadline?: unknown }, ctx: z.RefinementCtx): void {
  const bounds = typeof d.operationType === 'string' ? SIMULATION_DEADLINES[d.operationType as DealOperationType] : undefined;
  if (!bounds || typeof d.deadline !== 'number' || !Number.isFinite(d.deadline)) return;
  if (d.deadline < bounds.min) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMin(bounds.min) });
  else if (d.deadline > bounds.max) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMax(bounds.max) });
}

export const NO_INCOME_MESSAGE = 'Informe pelo menos uma renda';

/** Step "income": each individual customer declares at least one income; an employer's CNPJ, when given, is valid. */
export const ZDealIncomeStep = z
  .object({
    associates: z.array(
      z.object({
        personType: z.enum(['individual', 'company']),
        type: z.enum(['CUSTOMER', 'SELLER']),
        // Read only to date the incomes (the customer step checks it).
        birthDate: z.unknown().optional(),
        incomes: z.array(ZIncome).max(10, { error: MSG.numberMax(10) }),
      }),
    ),
  })
  .superRefine((d, ctx) => {
    d.associates.forEach((a, i) => {
      if (a.personType === 'individual' && a.type === 'CUSTOMER' && a.incomes.length === 0) ctx.addIssue({ code: 'custom', path: ['associates', i, 'incomes'], message: NO_INCOME_MESSAGE });
      a.incomes.forEach((income, j) => {
        if (income.companyDocument && !isValidCnpj(income.companyDocument)) ctx.addIssue({ code: 'custom', path: ['associates', i, 'incomes', j, 'companyDocument'], message: MSG.invalidCnpj });
        if (a.personType === 'individual' && isPastIsoDate(a.birthDate) && isPastIsoDate(income.admissionDate) && income.admissionDate < a.birthDate) {
          ctx.addIssue({ code: 'custom', path: ['associates', i, 'incomes', j, 'admissionDate'], message: MSG.admissionBeforeBirth });
        }
      });
    });
  });

/** Moving a card: to a stage, between two neighbours (or to the end), at the version the client saw. */
export const ZDealMoveRequest = z
  .object({
    id: uuidSchema,
    stage: z.string().min(1).max(40),
    beforeId: uuidSchema.nullable().optional(),
    afterId: uuidSchema.nullable().optional(),
    version: versionSchema,
    statusReason: pick(STATUS_REASON).optional(),
    detailedDenialReason: pick(DENIAL_REASON).optional(),
  })
  .superRefine((m, ctx) => {
    if (m.stage !== 'denied') return;
    if (!m.statusReason) ctx.addIssue({ code: 'custom', path: ['statusReason'], message: MSG.selectOption });
    if (!m.detailedDenialReason) ctx.addIssue({ code: 'custom', path: ['detailedDenialReason'], message: MSG.selectOption });
  });
export type TDealMoveRequest = z.input<typeof ZDealMoveRequest>;

export const ZBoardRequest = z.object({
  pipeline: z.string().min(1).max(80),
  owner: z.enum(['mine', 'all', 'company']).default('all'),
  search: z.string().trim().max(120).optional(),
  bankPartnerId: uuidSchema.optional(),
  /** Cards sent per column, the first ones in board order (absent: every card). Counts and totals are always the whole column's. */
  perColumn: z.number().int().min(1).max(10_000).optional(),
  /** Columns asked for more than `perColumn` ("Mostrar mais"): stage → how many cards. */
  columnLimits: z.record(z.string().max(40), z.number().int().min(1).max(10_000)).optional(),
});

export const ZDealCommentRequest = z.object({ id: uuidSchema, comment: requiredString(2000) });

/** Links a person of the deal (e.g. sent through a public link) to the company's customer with that document. */
export const ZLinkCustomerRequest = z.object({ id: uuidSchema, associateId: uuidSchema });
export type TLinkCustomerRequest = z.input<typeof ZLinkCustomerRequest>;

export const ZChangeResponsibleRequest = z.object({ id: uuidSchema, userId: z.string({ error: MSG.selectOption }).pipe(z.uuid({ error: MSG.selectOption })), version: versionSchema });

export const ZDealListRequest = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  pipeline: z.string().max(80).optional(),
  stage: z.string().max(40).optional(),
  owner: z.enum(['mine', 'all', 'company']).default('all'),
  search: z.string().trim().max(120).optional(),
  bankPartnerId: uuidSchema.optional(),
});

/** A checklist item's file received (by staff on the deal page, or by the customer through the tracking link). */
export const ZDocumentUploadResponse = z.object({ message: z.string(), status: z.literal('received', { error: MSG.invalid }) });
export type TDocumentUploadResponse = z.infer<typeof ZDocumentUploadResponse>;

/** A stored document as it downloads: its detected type and a name with that type's extension. */
export const ZDocumentFileResponse = z.object({ mime: z.string(), fileName: z.string() });
export type TDocumentFileResponse = z.infer<typeof ZDocumentFileResponse>;
