import { z } from 'zod';
import type { IofKind } from './iof.ts';
import type { AmortizationSystem } from './schedule.ts';

export type IndexerName = 'TR' | 'IPCA' | 'CDI';
export const INDEXER_NAMES = ['TR', 'IPCA', 'CDI'] as const satisfies readonly IndexerName[];

/**
 * A post-fixed index and the annual projection the result assumes for it
 * (docs/design/finance.md "Post-fixed indexers").
 */
export interface IndexerProjection {
  name: IndexerName;
  /** Effective annual fraction, e.g. 0.045 for 4,5 % a.a.; may be negative (deflation). */
  annualProjection: number;
}

/**
 * What the engine simulates, as plain values (docs/design/finance.md v2): rates are fractions, money in reais. Wider
 * than the CLI contract (`ZScenario`): `iof` also takes 'simples', the Simples Nacional daily rate the eligibility side
 * applies to a declared company operation up to R$ 30 mil.
 */
export interface EngineScenario {
  system: AmortizationSystem;
  /** Credit the customer receives. */
  principal: number;
  /** Amortisation months, after any grace period. */
  termMonths: number;
  /** Effective rate; the fixed part when indexed. */
  rate: { annual: number } | { monthly: number };
  indexer?: IndexerProjection | null;
  propertyValue?: number;
  mipMonthlyRate?: number;
  dfiMonthlyRate?: number;
  adminFeeMonthly?: number;
  /** Added to the financed balance, not released. */
  financedExpenses?: number;
  /** Paid by the customer at release (lowers the amount the CET starts from). */
  upfrontFees?: number;
  iof?: IofKind;
  graceMonths?: number;
  incomeCommitment?: number;
}

/** Bounds of the contract (spec limits) chosen so that no result can overflow to a non-finite number. */
export const SCENARIO_LIMITS = {
  minPrincipal: 1000,
  maxMoney: 1_000_000_000,
  maxMonthlyRate: 1,
  /** 100 % a.m. as an effective annual rate: 2^12 − 1. */
  maxAnnualRate: 2 ** 12 - 1,
  minProjection: -0.5,
  maxProjection: 1,
  maxTerm: 600,
  maxGrace: 60,
} as const;

const L = SCENARIO_LIMITS;
const brl = (v: number) => `R$ ${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const isMissing = (input: unknown) => input === undefined;

/** A number field whose every message names the field once (the CLI prints the message alone). */
const num = (field: string) => z.number({ error: (iss) => (isMissing(iss.input) ? `${field} é obrigatório` : `${field} deve ser um número`) }).finite({ error: `${field} deve ser um número finito` });
const money = (field: string) =>
  num(field)
    .min(0, { error: `${field} não pode ser negativo` })
    .max(L.maxMoney, { error: `${field} deve ser no máximo ${brl(L.maxMoney)}` });
const fraction = (field: string) =>
  num(field)
    .min(0, { error: `${field} não pode ser negativo` })
    .max(1, { error: `${field} deve ser uma fração até 1 (ex.: 0,0003 para 0,03 %)` });
const months = (field: string, min: number, max: number) =>
  num(field)
    .int({ error: `${field} deve ser um número inteiro de meses` })
    .min(min, { error: `${field} deve ser de ${min} a ${max} meses` })
    .max(max, { error: `${field} deve ser de ${min} a ${max} meses` });

const ZRate = z
  .object(
    {
      annual: num('rate.annual')
        .gt(0, { error: 'rate.annual deve ser maior que zero' })
        .max(L.maxAnnualRate, { error: `rate.annual deve ser no máximo ${L.maxAnnualRate} (100 % a.m.)` })
        .optional(),
      monthly: num('rate.monthly').gt(0, { error: 'rate.monthly deve ser maior que zero' }).max(L.maxMonthlyRate, { error: 'rate.monthly deve ser no máximo 1 (100 % a.m.)' }).optional(),
    },
    { error: (iss) => (isMissing(iss.input) ? 'rate é obrigatório' : 'rate deve ser { "annual": fração } ou { "monthly": fração }') },
  )
  .strict()
  .superRefine((r, ctx) => {
    if ((r.annual === undefined) === (r.monthly === undefined)) ctx.addIssue({ code: 'custom', message: 'rate deve ter exatamente um de "annual" ou "monthly"' });
  })
  .transform((r): { annual: number } | { monthly: number } => (r.monthly !== undefined ? { monthly: r.monthly } : { annual: r.annual! }));

const ZIndexer = z
  .object(
    {
      name: z.enum(INDEXER_NAMES, { error: 'indexer.name deve ser "TR", "IPCA" ou "CDI"' }),
      annualProjection: num('indexer.annualProjection')
        .min(L.minProjection, { error: 'indexer.annualProjection deve ser pelo menos -0,5 (−50 % a.a.)' })
        .max(L.maxProjection, { error: 'indexer.annualProjection deve ser no máximo 1 (100 % a.a.)' }),
    },
    { error: 'indexer deve ser { "name": "TR" | "IPCA" | "CDI", "annualProjection": fração }' },
  )
  .strict();

/**
 * The scenario contract v2 of docs/design/finance.md (`npm run --silent simulate < scenario.json`). Every message is
 * pt-BR and names its field once; unknown fields are refused (the CLI words them as "campo desconhecido").
 */
export const ZScenario = z
  .object(
    {
      system: z.enum(['PRICE', 'SAC'], { error: (iss) => (isMissing(iss.input) ? 'system é obrigatório' : 'system deve ser "PRICE" ou "SAC"') }),
      principal: num('principal')
        .min(L.minPrincipal, { error: `principal deve ser pelo menos ${brl(L.minPrincipal)}` })
        .max(L.maxMoney, { error: `principal deve ser no máximo ${brl(L.maxMoney)}` }),
      termMonths: months('termMonths', 1, L.maxTerm),
      rate: ZRate,
      indexer: ZIndexer.optional(),
      propertyValue: money('propertyValue').optional(),
      mipMonthlyRate: fraction('mipMonthlyRate').optional(),
      dfiMonthlyRate: fraction('dfiMonthlyRate').optional(),
      adminFeeMonthly: money('adminFeeMonthly').optional(),
      financedExpenses: money('financedExpenses').optional(),
      upfrontFees: money('upfrontFees').optional(),
      iof: z.enum(['none', 'individual', 'company'], { error: 'iof deve ser "none", "individual" ou "company"' }).default('none'),
      graceMonths: months('graceMonths', 0, L.maxGrace).default(0),
      incomeCommitment: num('incomeCommitment').gt(0, { error: 'incomeCommitment deve ser maior que zero' }).max(1, { error: 'incomeCommitment deve ser uma fração até 1' }).default(0.3),
    },
    { error: 'o cenário deve ser um objeto JSON' },
  )
  .strict()
  .refine((s) => (s.upfrontFees ?? 0) < s.principal, { error: 'upfrontFees deve ser menor que o principal', path: ['upfrontFees'] });

export type Scenario = z.input<typeof ZScenario>;
export type ParsedScenario = z.output<typeof ZScenario>;
