import { z } from 'zod';
import { isValidCnpj, isValidCpf, onlyAlphanumeric } from '../format.ts';
import { MSG } from '../messages.ts';
import { ASSET_TYPES } from './catalogue.ts';
import { fullNameSchema, pastDateSchema, uuidSchema } from './common.ts';
import { maxTermMonthsByAge, SIMULATION_DEADLINES, SIMULATION_MAX_LTV, SIMULATION_TYPES, type SimulationType } from '../simulation-options.ts';

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
const money = (field: string) => requiredNumber(field).min(1000, { error: MSG.minMoney }).max(1_000_000_000, { error: MSG.numberMax(1_000_000_000) });

export const ZSimulationCustomer = z.object({
  name: fullNameSchema,
  document: z.string({ error: MSG.fieldRequired('Documento') }).trim().min(1, { error: MSG.fieldRequired('Documento') }),
  birthDate: pastDateSchema.optional(),
  cellphone: z.string().trim().optional(),
  income: requiredNumber('Renda').min(0, { error: MSG.fieldInvalid('Renda') }).max(100_000_000, { error: MSG.fieldInvalid('Renda') }),
});

export const ZSimulationRequest = z
  .object({
    type: z.enum(SIMULATION_TYPES, { error: MSG.fieldRequired('Tipo') }),
    forJuridicalPerson: z.boolean().default(false),
    customer: ZSimulationCustomer,
    /** Property value (realty) or vehicle value. */
    assetValue: money('Valor do bem'),
    assetType: z.enum(Object.keys(ASSET_TYPES) as [keyof typeof ASSET_TYPES, ...(keyof typeof ASSET_TYPES)[]], { error: MSG.selectOption }).optional(),
    operationValue: money('Valor do crédito'),
    deadline: requiredNumber('Prazo').int({ error: MSG.fieldInvalid('Prazo') }),
    table: z.enum(['PRICE', 'SAC'], { error: MSG.selectOption }).optional(),
    productsIds: z.array(uuidSchema).max(200).optional(),
    postalCode: z.string().trim().regex(/^\d{5}-?\d{3}$/, { error: MSG.fieldInvalid('CEP') }).optional(),
    cityPopulation: z.number().int().min(0).max(20_000_000).optional(),
    isRegistered: z.boolean().default(true),
    numberOfAssociates: requiredNumber('Número de proponentes').int({ error: MSG.invalid }).min(0, { error: MSG.numberMin(0) }).max(10, { error: MSG.numberMax(10) }).default(1),
    /** Grace period in days (spec §3); the engine uses whole months. */
    gracePeriod: requiredNumber('Carência').int({ error: MSG.invalid }).min(0, { error: MSG.numberMin(0) }).max(720, { error: MSG.numberMax(720) }).default(0),
    isFinancingExpensesRequired: z.boolean().default(false),
    /** A company borrower in the Simples Nacional (reduced IOF on credit up to R$ 30 mil). */
    simplesNacional: z.boolean().default(false),
    /** FGTS balance used for the down payment (SFH purchase financing only). */
    fgtsAmount: requiredNumber('FGTS').min(0, { error: MSG.numberMin(0) }).max(1_000_000_000, { error: MSG.numberMax(1_000_000_000) }).default(0),
    /** Birth dates of the other borrowers: the oldest one picks the insurance (MIP) age band. */
    associatesBirthDates: z.array(pastDateSchema).max(10).optional(),
  })
  .superRefine((v, ctx) => {
    const doc = onlyAlphanumeric(v.customer.document);
    const docOk = v.forJuridicalPerson ? isValidCnpj(doc) : isValidCpf(doc);
    if (!docOk) ctx.addIssue({ code: 'custom', path: ['customer', 'document'], message: MSG.invalidDocument });
    if (!v.forJuridicalPerson && !v.customer.birthDate) ctx.addIssue({ code: 'custom', path: ['customer', 'birthDate'], message: MSG.fieldRequired('Data de nascimento') });
    const ltv = SIMULATION_MAX_LTV[v.type];
    if (ltv !== undefined && v.operationValue > (ltv / 100) * v.assetValue + 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['operationValue'], message: MSG.maxCreditPercentage(ltv) });
    }
    if (ltv === undefined && v.operationValue > v.assetValue) {
      ctx.addIssue({ code: 'custom', path: ['operationValue'], message: 'O valor do crédito não pode ser maior do que o valor do veículo' });
    }
    const bounds = SIMULATION_DEADLINES[v.type];
    if (v.deadline < bounds.min) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMin(bounds.min) });
    else if (v.deadline > bounds.max) ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.deadlineMax(bounds.max) });
    else if (v.customer.birthDate && !v.forJuridicalPerson) {
      // Counted in days, as the engine does (finance.md v2), so the form never accepts a term every bank refuses.
      if (v.deadline + Math.floor(v.gracePeriod / 30) > maxTermMonthsByAge(v.customer.birthDate, new Date().toISOString().slice(0, 10))) {
        ctx.addIssue({ code: 'custom', path: ['deadline'], message: MSG.maxAge });
      }
    }
  });
export type TSimulationRequest = z.input<typeof ZSimulationRequest>;
export type TSimulationParsed = z.output<typeof ZSimulationRequest>;

/** The index projection an indexed result assumes (finance.md v2): shown wherever its CET appears. */
export interface SimulationProjection {
  indexer: 'TR' | 'IPCA' | 'CDI';
  /** Fraction a year. */
  annualProjection: number;
  source: string;
  /** ISO date. */
  validFrom: string;
  /** "CET projetado com IPCA de 4,20 % a.a." */
  note: string;
}

/** A tariff the CET includes, paid at signing or financed. */
export interface SimulationTariff {
  kind: 'valuation' | 'contract' | 'lienRegistration';
  label: string;
  amount: number;
  financed: boolean;
}

/** Cash the customer needs at signing (reais). ITBI and registry are estimates from configured rates. */
export interface SimulationCashAtSigning {
  downPayment: number;
  fgts: number;
  itbi: number;
  registry: number;
  upfrontTariffs: number;
  total: number;
  note: string;
}

/** One bank/product line of a simulation result (spec §3 result card). */
export interface SimulationOffer {
  productId: string;
  productName: string;
  bank: { id: string; name: string; number: string; logoUrl: string | null; isDemo: boolean };
  table: 'PRICE' | 'SAC';
  indexer: string;
  /** Fractions. */
  monthlyRate: number;
  annualRate: number;
  cetMonthly: number;
  cetAnnual: number;
  firstInstallment: number;
  lastInstallment: number;
  totalPaid: number;
  financedAmount: number;
  iof: number;
  minimumIncome: number;
  slaMin: number;
  slaMax: number;
  score: number;
  /** Credit-realism fields (issue 14): optional so results saved before them still read. */
  postFixed?: boolean;
  projection?: SimulationProjection | null;
  tariffs?: SimulationTariff[];
  cashAtSigning?: SimulationCashAtSigning;
  /** "pessoa jurídica: IOF incide" and the like; null when nothing unexpected. */
  iofNote?: string | null;
  /** Every pt-BR note of the offer (post-fixed, IOF, FGTS), in display order. */
  notes?: string[];
}

export interface SimulationRejection {
  productId: string;
  productName: string;
  bank: SimulationOffer['bank'];
  reasons: { code: string; message: string }[];
}

export interface SimulationResult {
  type: SimulationType;
  termMonths: number;
  operationValue: number;
  assetValue: number;
  eligible: SimulationOffer[];
  ineligible: SimulationRejection[];
}
