import { z } from 'zod';
import { isValidCnpj, isValidCpf, onlyAlphanumeric } from '../format.ts';
import { MSG } from '../messages.ts';
import { stateFromCep } from '../options.ts';
import { maxTermMonthsByAge, SIMULATION_DEADLINES, SIMULATION_MAX_LTV, SIMULATION_TYPES } from '../simulation-options.ts';
import { ASSET_TYPES } from './catalogue.ts';
import { ageOn, isPastIsoDate, missingOrInvalid, normalizeApostrophes, PERSON_NAME_CHARS, pastDateSchema, personNameIssue, uuidSchema } from './common.ts';

// The option sets live in shared/simulation-options.ts (no zod: the public pages' first load reads them).
export {
  CITY_SIZE_OPTIONS,
  MAX_AGE_MONTHS,
  REALTY_TYPES,
  SIMULATION_DEADLINES,
  SIMULATION_MAX_LTV,
  SIMULATION_TYPES,
  type SimulationType,
} from '../simulation-options.ts';

const requiredNumber = (field: string) =>
  z.number({ error: (iss) => (iss.input === undefined || iss.input === null ? MSG.fieldRequired(field) : MSG.fieldInvalid(field)) }).finite({ error: MSG.fieldInvalid(field) });
const money = (field: string) => requiredNumber(field).min(1000, { error: MSG.minMoney }).max(1_000_000_000, { error: MSG.maxMoney });

/** The longest customer name (or corporate name) a simulation keeps. */
export const SIMULATION_NAME_MAX = 120;

export const ZSimulationCustomer = z.object({
  /**
   * A person's full name, or a company's corporate name (forJuridicalPerson): emptiness, length and the name rules are
   * the request's, which knows which of the two it is and says so ('Informe a razão social'). The typographic apostrophe
   * of phone keyboards is kept as the straight one.
   */
  name: z.string({ error: missingOrInvalid }).trim().overwrite(normalizeApostrophes),
  document: z
    .string({ error: MSG.fieldRequired('Documento') })
    .trim()
    .min(1, { error: MSG.fieldRequired('Documento') }),
  birthDate: pastDateSchema.optional(),
  cellphone: z.string().trim().optional(),
  income: requiredNumber('Renda')
    .min(0, { error: MSG.fieldInvalid('Renda') })
    .max(100_000_000, { error: MSG.maxIncome }),
});

const ZSimulationRequestBase = z.object({
  // Left out (or a cleared select's '') is 'obrigatório'; a value that is no operation type, 'inválido' (docs/design/product-spec.md §5).
  type: z.enum(SIMULATION_TYPES, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MSG.fieldRequired('Tipo') : MSG.fieldInvalid('Tipo')) }),
  forJuridicalPerson: z.boolean().default(false),
  customer: ZSimulationCustomer,
  /** Property value (realty) or vehicle value. */
  assetValue: money('Valor do bem'),
  assetType: z.enum(Object.keys(ASSET_TYPES) as [keyof typeof ASSET_TYPES, ...(keyof typeof ASSET_TYPES)[]], { error: MSG.selectOption }).optional(),
  operationValue: money('Valor do crédito'),
  deadline: requiredNumber('Prazo').int({ error: MSG.fieldInvalid('Prazo') }),
  table: z.enum(['PRICE', 'SAC'], { error: MSG.selectOption }).optional(),
  productsIds: z.array(uuidSchema).max(200).optional(),
  postalCode: z
    .string()
    .trim()
    // A CEP in no state's range (00000-000) is a slip, not a place: refused as the company's CEP is.
    .refine((v) => /^\d{5}-?\d{3}$/.test(v) && stateFromCep(v) !== null, { error: MSG.invalidCep })
    .optional(),
  cityPopulation: z.number().int().min(0).max(20_000_000).optional(),
  isRegistered: z.boolean().default(true),
  /** Borrowers, the customer included: at least the customer. */
  numberOfAssociates: requiredNumber('Número de proponentes')
    .int({ error: MSG.invalid })
    .min(1, { error: MSG.numberMin(1) })
    .max(10, { error: MSG.numberMax(10) })
    .default(1),
  /** Grace period in days (docs/design/product-spec.md §3); the engine uses whole months. */
  gracePeriod: requiredNumber('Carência')
    .int({ error: MSG.invalid })
    .min(0, { error: MSG.numberMin(0) })
    .max(720, { error: MSG.numberMax(720) })
    .default(0),
  isFinancingExpensesRequired: z.boolean().default(false),
  /** A company borrower in the Simples Nacional (reduced IOF on credit up to R$ 30 mil). */
  simplesNacional: z.boolean().default(false),
  /** FGTS balance used for the down payment (SFH purchase financing only). */
  fgtsAmount: requiredNumber('FGTS')
    .min(0, { error: MSG.numberMin(0) })
    .max(1_000_000_000, { error: MSG.maxMoney })
    .default(0),
  /** Birth dates of the other borrowers: the oldest one picks the insurance (MIP) age band. */
  associatesBirthDates: z.array(pastDateSchema).max(10).optional(),
});

export const ZSimulationRequest = ZSimulationRequestBase.superRefine(
  // The customer's own rules run even when another field failed: the form shows every mistake at once (a wrong CPF
  // was said only once the rest was right). So each reads its field defensively, and speaks only where the field's own
  // rule did not (an empty CPF is 'obrigatório', not also 'inválido').
  (v, ctx) => {
    const customer: Partial<Record<string, unknown>> = v.customer && typeof v.customer === 'object' ? v.customer : {};
    const company = v.forJuridicalPerson === true;
    const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
    const doc = onlyAlphanumeric(text(customer.document));
    if (doc && !(company ? isValidCnpj(doc) : isValidCpf(doc))) ctx.addIssue({ code: 'custom', path: ['customer', 'document'], message: company ? MSG.invalidCnpj : MSG.invalidCpf });
    const name = normalizeApostrophes(text(customer.name));
    // Named as the field is labelled ("Nome do cliente" or "Razão social"), not the generic 'Este campo é obrigatório'.
    // A name that is not a string at all is left to the field's own rule ('inválido').
    if (typeof customer.name === 'string' && !name) ctx.addIssue({ code: 'custom', path: ['customer', 'name'], message: company ? MSG.corporateNameRequired : MSG.customerNameRequired });
    else if (name.length > SIMULATION_NAME_MAX) {
      ctx.addIssue({ code: 'custom', path: ['customer', 'name'], message: company ? MSG.corporateNameMax(SIMULATION_NAME_MAX) : MSG.customerNameMax(SIMULATION_NAME_MAX) });
    }
    // A person's name follows the spec's name rules; a company's corporate name does not.
    else if (!company && name) {
      const nameIssue = PERSON_NAME_CHARS.test(name) ? personNameIssue(name) : MSG.invalidChars;
      if (nameIssue) ctx.addIssue({ code: 'custom', path: ['customer', 'name'], message: nameIssue });
    }
    const birthDate = text(customer.birthDate);
    if (!company && !birthDate) ctx.addIssue({ code: 'custom', path: ['customer', 'birthDate'], message: MSG.fieldRequired('Data de nascimento') });
    // Only an adult signs a credit contract: a bank never answers a minor, so the form says so instead of simulating.
    else if (!company && isPastIsoDate(birthDate) && ageOn(birthDate) < 18) {
      ctx.addIssue({ code: 'custom', path: ['customer', 'birthDate'], message: MSG.customerMinAge });
    }
    // No bank lends on no income: R$ 0,00 is an income left out, not one to simulate every bank's refusal with.
    if (customer.income === 0) ctx.addIssue({ code: 'custom', path: ['customer', 'income'], message: MSG.noIncome });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
).superRefine(
  // The case's figures against each other, also said alongside other fields' mistakes; a figure that failed its own
  // rule (absent, not a number) is left to it.
  (v, ctx) => {
    const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
    const bounds = SIMULATION_DEADLINES[v.type];
    if (!bounds) return;
    const [asset, credit, fgts, deadline] = [num(v.assetValue), num(v.operationValue), num(v.fgtsAmount), num(v.deadline)];
    const ltv = SIMULATION_MAX_LTV[v.type];
    if (asset !== undefined && credit !== undefined) {
      if (ltv !== undefined && credit > (ltv / 100) * asset + 1e-6) ctx.addIssue({ code: 'custom', path: ['operationValue'], message: MSG.maxCreditPercentage(ltv) });
      if (ltv === undefined && credit > asset) ctx.addIssue({ code: 'custom', path: ['operationValue'], message: MSG.creditAboveVehicle });
      // The FGTS pays part of the down payment (what the credit leaves of the price), never more: the engine would use
      // only that much, so the form says it rather than quietly counting less.
      if (v.type === 'Financing' && fgts !== undefined && fgts > 0 && fgts > asset - credit + 1e-6) {
        ctx.addIssue({ code: 'custom', path: ['fgtsAmount'], message: MSG.fgtsAboveDownPayment });
      }
    }
    const birthDate = v.forJuridicalPerson !== true && typeof v.customer?.birthDate === 'string' ? v.customer.birthDate : undefined;
    // Past the age where even the shortest term fits, no term is the answer: said at the birth date, not as "choose a
    // shorter term" at a term that is already the shortest.
    const noTerm = birthDate !== undefined && noTermForAge(birthDate, bounds.min);
    if (noTerm) ctx.addIssue({ code: 'custom', path: ['customer', 'birthDate'], message: MSG.noTermForAge });
    if (deadline === undefined) return;
    if (deadline < bounds.min) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMin(bounds.min) });
    else if (deadline > bounds.max) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMax(bounds.max) });
    else if (birthDate !== undefined && !noTerm) {
      const aboveAge = termAboveAge(deadline, Math.floor((num(v.gracePeriod) ?? 0) / 30), birthDate, bounds);
      if (aboveAge) ctx.addIssue({ code: 'custom', path: ['deadline'], message: aboveAge });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * The age rule on a term (months of grace included), counted in days as the engine does (docs/design/finance.md v2), so
 * no form accepts a term every bank refuses: the message with the longest term the age still allows (when the type
 * offers one that short; naming "Outro prazo" when no term of the list is that short), or undefined when the term fits or the birth date is not one to reason about.
 */
export function termAboveAge(deadline: number, graceMonths: number, birthIso: string, terms: { min: number; options: number[] }): string | undefined {
  if (!isPastIsoDate(birthIso)) return undefined;
  const byAge = maxTermMonthsByAge(birthIso, new Date().toISOString().slice(0, 10));
  if (deadline + graceMonths <= byAge) return undefined;
  if (byAge < terms.min) return MSG.noTermForAge;
  const longest = byAge - graceMonths;
  if (longest < terms.min) return MSG.maxAge;
  // Shorter than every term of the list: the person has to type it under "Outro prazo".
  const listed = terms.options.some((m) => m > 0 && m <= longest);
  return listed ? MSG.maxAgeTerm(longest) : MSG.maxAgeCustomTerm(longest);
}

/** Whether even the type's shortest term, without grace, ends past the age limit: no term the customer could choose. */
export function noTermForAge(birthIso: string, shortestTerm: number): boolean {
  return isPastIsoDate(birthIso) && maxTermMonthsByAge(birthIso, new Date().toISOString().slice(0, 10)) < shortestTerm;
}
export type TSimulationRequest = z.input<typeof ZSimulationRequest>;
export type TSimulationParsed = z.output<typeof ZSimulationRequest>;

// The result types are zod schemas so a stored snapshot is validated when read (a saved simulation never trusts a cast).
const ZBank = z.object({ id: z.string(), name: z.string(), number: z.string(), logoUrl: z.string().nullable(), isDemo: z.boolean() });

/** The index projection an indexed result assumes (docs/design/finance.md v2): shown wherever its CET appears. */
export const ZSimulationProjection = z.object({
  indexer: z.enum(['TR', 'IPCA', 'CDI']),
  /** Fraction a year. */
  annualProjection: z.number(),
  source: z.string(),
  /** ISO date. */
  validFrom: z.string(),
  /** "CET projetado com IPCA de 4,20 % a.a." */
  note: z.string(),
});
export type SimulationProjection = z.infer<typeof ZSimulationProjection>;

/** A tariff the CET includes, paid at signing or financed. */
export const ZSimulationTariff = z.object({ kind: z.enum(['valuation', 'contract', 'lienRegistration']), label: z.string(), amount: z.number(), financed: z.boolean() });
export type SimulationTariff = z.infer<typeof ZSimulationTariff>;

/** Cash the customer needs at signing (reais). ITBI and registry are estimates from configured rates. */
export const ZSimulationCashAtSigning = z.object({
  downPayment: z.number(),
  fgts: z.number(),
  itbi: z.number(),
  registry: z.number(),
  upfrontTariffs: z.number(),
  total: z.number(),
  note: z.string(),
});
export type SimulationCashAtSigning = z.infer<typeof ZSimulationCashAtSigning>;

/** One bank/product line of a simulation result (docs/design/product-spec.md §3 result card). */
export const ZSimulationOffer = z.object({
  productId: z.string(),
  productName: z.string(),
  bank: ZBank,
  table: z.enum(['PRICE', 'SAC']),
  indexer: z.string(),
  /** Fractions. */
  monthlyRate: z.number(),
  annualRate: z.number(),
  cetMonthly: z.number(),
  cetAnnual: z.number(),
  firstInstallment: z.number(),
  lastInstallment: z.number(),
  totalPaid: z.number(),
  financedAmount: z.number(),
  iof: z.number(),
  minimumIncome: z.number(),
  slaMin: z.number(),
  slaMax: z.number(),
  score: z.number(),
  /** Credit-realism fields: optional so results saved before them still read. */
  postFixed: z.boolean().optional(),
  projection: ZSimulationProjection.nullable().optional(),
  tariffs: z.array(ZSimulationTariff).optional(),
  cashAtSigning: ZSimulationCashAtSigning.optional(),
  /** "pessoa jurídica: IOF incide" and the like; null when nothing unexpected. */
  iofNote: z.string().nullable().optional(),
  /** Every pt-BR note of the offer (post-fixed, IOF, FGTS), in display order. */
  notes: z.array(z.string()).optional(),
});
export type SimulationOffer = z.infer<typeof ZSimulationOffer>;

export const ZSimulationRejection = z.object({
  productId: z.string(),
  productName: z.string(),
  bank: ZBank,
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type SimulationRejection = z.infer<typeof ZSimulationRejection>;

export const ZSimulationResult = z.object({
  type: z.enum(SIMULATION_TYPES),
  termMonths: z.number(),
  operationValue: z.number(),
  assetValue: z.number(),
  eligible: z.array(ZSimulationOffer),
  ineligible: z.array(ZSimulationRejection),
});
export type SimulationResult = z.infer<typeof ZSimulationResult>;

/**
 * What a saved simulation keeps to be shown again exactly: the result of that day, which carries the
 * catalogue facts it used (bank and product names, rates, tariffs, each offer's index projection), and the
 * projections in force then, listed once.
 */
export const ZSimulationSnapshot = z.object({
  schema: z.literal(1),
  /** ISO instant the figures were computed. */
  computedAt: z.string(),
  result: ZSimulationResult,
  projections: z.array(ZSimulationProjection.omit({ note: true })),
});
export type SimulationSnapshot = z.infer<typeof ZSimulationSnapshot>;

/**
 * A stored input as read back: the request's shape without today's rules (a name or age rule added later must not
 * make an old saved case unreadable; the engine still judges it on recalculation).
 */
export const ZStoredSimulationInput = ZSimulationRequestBase.extend({
  customer: ZSimulationCustomer.extend({ name: z.string(), birthDate: z.string().optional() }),
  deadline: z.number().int(),
  // Cases saved before a customer had to be counted among the borrowers.
  numberOfAssociates: z.number().int().min(0).max(10).default(1),
  associatesBirthDates: z.array(z.string()).max(10).optional(),
});

/** The broker behind a public link, as the public pages show them (name, company, photo, WhatsApp, the company's brand). */
export const ZPublicBrokerResponse = z.object({
  name: z.string(),
  firstName: z.string(),
  companyName: z.string(),
  subsidiaryName: z.string(),
  avatarUrl: z.string().nullable(),
  cellphone: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
});
export type TPublicBrokerResponse = z.infer<typeof ZPublicBrokerResponse>;

/** A visitor's simulation: the result, and whether their contact made (or updated) a lead on the broker's board. */
export const ZPublicSimulationResponse = z.object({ result: ZSimulationResult, lead: z.enum(['created', 'updated']).nullable() });
export type TPublicSimulationResponse = z.infer<typeof ZPublicSimulationResponse>;

/** A saved proposal behind its public link (/proposta/{token}): the broker, and the figures of the day it was made. */
export const ZPublicProposalResponse = z.object({
  broker: ZPublicBrokerResponse,
  customerFirstName: z.string(),
  createdAt: z.date(),
  /** ISO instant the figures were computed. */
  computedAt: z.string(),
  version: z.number(),
  /** The offers only: a customer is not shown the banks that turned them down. */
  result: ZSimulationResult.omit({ ineligible: true }),
});
export type TPublicProposalResponse = z.infer<typeof ZPublicProposalResponse>;

/** FIPE-style vehicle catalogue of the vehicle pages (public too): brand → model → year. */
export const ZVehicleBrandsResponse = z.array(z.object({ code: z.string(), name: z.string() }));
export const ZVehicleModelsResponse = z.array(
  z.object({ code: z.string(), name: z.string(), fuel: z.enum(['Flex', 'Gasolina', 'Diesel', 'Elétrico', 'Híbrido']), typeVehicle: z.union([z.literal(1), z.literal(3)]) }),
);
export const ZVehicleYearsResponse = z.array(z.object({ year: z.number(), value: z.number(), fuel: z.string() }));
export type TVehicleBrandsResponse = z.infer<typeof ZVehicleBrandsResponse>;
export type TVehicleModelsResponse = z.infer<typeof ZVehicleModelsResponse>;
export type TVehicleYearsResponse = z.infer<typeof ZVehicleYearsResponse>;
