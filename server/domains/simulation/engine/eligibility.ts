import { formatMoney } from '../../../../shared/format.ts';
import { RESIDENTIAL_REALTY_TYPES, type ProjectionIndexer, type TariffKind } from '../../../../shared/simulation-options.ts';
import { SIMULATION_REASONS, SIMULATION_TEXTS } from '../../../../shared/simulation-texts.ts';
import { MAX_LTV, maxTermForAge, maxTermMonthsForBirthDate, type OperationType } from './limits.ts';
import { annualFromMonthly, monthlyFromAnnual, roundCents } from './rates.ts';
import type { AmortizationSystem } from './schedule.ts';
import type { IofKind } from './iof.ts';
import type { EngineScenario } from './scenario.ts';
import { rankFigures, simulateScenario, type RankFigures, type ScenarioResult } from './simulate.ts';

/** An index projection in force (finance.md v2): an assumption with its source and date, never a fact. */
export interface Projection {
  indexer: ProjectionIndexer;
  /** Fraction a year (0.042 = 4,20 % a.a.). */
  annualProjection: number;
  source: string;
  /** ISO date the projection is valid from. */
  validFrom: string;
}

/** MIP monthly rate for an insurer and an age band (whole years, both ends inclusive). */
export interface MipBand {
  insurer: string;
  ageFrom: number;
  ageTo: number;
  rate: number;
}

/** Dated regulatory parameters and estimates in force (credit_parameters). */
export interface CreditParameters {
  sfhPropertyCeiling: number;
  /** Annual effective cap on an SFH contract's (fixed-part) rate. */
  sfhRateCap: number;
  /** ITBI and registry costs as fractions of the property value: estimates for the cash at signing. */
  itbiRate: number;
  registryRate: number;
  /** Simples Nacional companies get the reduced IOF rate up to this credit. */
  simplesIofCeiling: number;
}

/** What the catalogue adds to a case: projections, insurance bands and parameters in force today. */
export interface CatalogueContext {
  projections: Partial<Record<ProjectionIndexer, Projection>>;
  mipBands: MipBand[];
  parameters: CreditParameters;
}

export const DEFAULT_PARAMETERS: CreditParameters = { sfhPropertyCeiling: 2_250_000, sfhRateCap: 0.12, itbiRate: 0.03, registryRate: 0.01, simplesIofCeiling: 30_000 };
/** No projections (an indexed product is then ineligible, never ranked as if its index were zero). */
export const EMPTY_CONTEXT: CatalogueContext = { projections: {}, mipBands: [], parameters: DEFAULT_PARAMETERS };

export interface ProductTariffs {
  valuation: number;
  contract: number;
  lienRegistration: number;
  /** true: financed into the loan; false: paid at signing (lowers what the customer receives, FC0). */
  financed: boolean;
}

/** A partner bank's rules (spec §3 bankPartner), as plain values. */
export interface BankRules {
  id: string;
  name: string;
  acceptsUnregisteredProperty: boolean;
  acceptJuridicalPerson: boolean;
  financingExpenses: boolean;
  maxApplicants: number;
  minCityPopulation: number;
  minAssetValue: number;
  minCreditValue: number;
  /** Fraction of income the instalment may take (e.g. 0.30). */
  incomeCommitment: number;
  gracePeriodMonths: number;
  averageSlaMin: number;
  averageSlaMax: number;
  /** Minimum credit score the bank asks for (0–1000), shown as the card's score. */
  creditScore: number;
}

/** A product's terms (spec §3 Product), as plain values; rates are fractions. */
export interface ProductTerms {
  id: string;
  bankId: string;
  name: string;
  type: OperationType;
  table: AmortizationSystem;
  feeType: 'monthly' | 'annual';
  fee: number;
  ltv: number;
  minCreditValue: number;
  minAssetValue: number;
  deadlineMin: number;
  deadlineMax: number;
  adminFeeMonthly: number;
  mipMonthlyRate: number;
  dfiMonthlyRate: number;
  expenseType: 'fixed' | 'percentage';
  expenseValueFixed: number;
  expenseValuePercentage: number;
  approveJuridicalPerson: boolean;
  /** Post-fixed indexer; absent = fixed rate. */
  indexer?: ProjectionIndexer;
  /** Insurer whose MIP age bands apply (shared/options.ts INSURER); without bands, `mipMonthlyRate`. */
  insurer?: string;
  /** Tables the product may be quoted in; absent = both. */
  acceptedTables?: AmortizationSystem[];
  /** LTV per table when it differs from `ltv` (e.g. 80 % SAC, 70 % PRICE). */
  ltvByTable?: Partial<Record<AmortizationSystem, number>>;
  housingSystem?: 'SFH' | 'SFI' | null;
  tariffs?: ProductTariffs;
}

/** The customer's case. */
export interface CreditCase {
  operationType: OperationType;
  assetValue: number;
  creditValue: number;
  termMonths: number;
  /** Age of the oldest borrower today, in months (the age rule uses it when no birth date is given). */
  customerAgeMonths: number;
  /** Birth date of the oldest borrower and today (ISO): the age rule then counts days (finance.md v2). */
  birthDate?: string;
  todayIso?: string;
  monthlyIncome: number;
  forJuridicalPerson: boolean;
  /** Property has its registry record (matrícula); true for vehicles. */
  isRegistered: boolean;
  cityPopulation?: number;
  numberOfAssociates: number;
  graceMonths: number;
  /** Customer wants the expenses (registry, valuation) financed. */
  financeExpenses: boolean;
  /** Overrides the product's table (the detailed view compares PRICE and SAC). */
  table?: AmortizationSystem;
  /** REALTY_TYPE key of the property (Financing/HomeEquity); absent = residential, as the forms assumed so far. */
  propertyType?: string;
  /** The company borrower declares it is in the Simples Nacional (reduced IOF up to the ceiling). */
  simplesNacional?: boolean;
  /** Age in whole years of the oldest borrower today: picks the MIP band. */
  oldestAgeYears?: number;
  /** FGTS balance the customer will use for the down payment (SFH operations only). */
  fgtsAmount?: number;
}

export interface IneligibleReason {
  code:
    | 'type'
    | 'ltv'
    | 'minCredit'
    | 'minAsset'
    | 'deadline'
    | 'age'
    | 'unregistered'
    | 'population'
    | 'juridicalPerson'
    | 'applicants'
    | 'grace'
    | 'income'
    | 'table'
    | 'sfhCeiling'
    | 'sfhRateCap'
    | 'projection';
  /** pt-BR: what is wrong and how to fix it. */
  message: string;
}

export interface TariffCharged {
  kind: TariffKind;
  amount: number;
  financed: boolean;
}

/** The cash the customer needs at signing, beside the result (money in reais, rounded to cents). */
export interface CashAtSigning {
  /** Asset value − credit (purchase financing only). */
  downPayment: number;
  /** Part of the down payment paid with FGTS (SFH only). */
  fgts: number;
  /** ITBI and registry costs: estimates from the configured rates; what financed expenses cover is left out. */
  itbi: number;
  registry: number;
  upfrontTariffs: number;
  total: number;
}

export interface OfferExtras {
  /** The projection the figures use (null for a fixed rate). */
  projection: Projection | null;
  iof: IofKind;
  /** pt-BR note when IOF applies where a customer might not expect it. */
  iofNote: string | null;
  tariffs: TariffCharged[];
  cashAtSigning: CashAtSigning;
  mipMonthlyRate: number;
  notes: string[];
}

/** `R`: the ranking figures (lean, no schedule) or the full result with its schedule (the detailed view). */
export type ProductEvaluation<R extends RankFigures = RankFigures> =
  | ({ eligible: true; product: ProductTerms; bank: BankRules; result: R; monthlyRate: number; score: number; slaMin: number; slaMax: number } & OfferExtras)
  | { eligible: false; product: ProductTerms; bank: BankRules; reasons: IneligibleReason[] };

const pct = (fraction: number) => `${(fraction * 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;
/** Largest amount ≤ value on a whole-real step, so a suggested fix is always inside the limit. */
const floorReais = (value: number) => Math.floor(value + 1e-9);

export function productMonthlyRate(p: ProductTerms): number {
  return p.feeType === 'monthly' ? p.fee : monthlyFromAnnual(p.fee);
}

/** Expenses financed into the loan when the customer asks and the bank allows it. */
export function financedExpenses(c: CreditCase, bank: BankRules, p: ProductTerms): number {
  if (!c.financeExpenses || !bank.financingExpenses) return 0;
  return p.expenseType === 'fixed' ? p.expenseValueFixed : p.expenseValuePercentage * c.assetValue;
}

const isRealty = (t: OperationType) => t === 'Financing' || t === 'HomeEquity';
const isResidential = (c: CreditCase) => c.propertyType === undefined || RESIDENTIAL_REALTY_TYPES.includes(c.propertyType);

/**
 * IOF by purpose (finance.md, Decreto 6.306/2007 art. 9 I): exempt only when an individual finances a residential
 * property. Companies, commercial property, home equity (free use) and vehicles pay; a Simples Nacional company pays
 * the reduced rate on credit up to the ceiling when it declares it.
 */
export function iofFor(c: CreditCase, parameters: CreditParameters = DEFAULT_PARAMETERS): { kind: IofKind; note: string | null } {
  if (c.forJuridicalPerson) {
    const simples = c.simplesNacional === true && c.creditValue <= parameters.simplesIofCeiling;
    return { kind: simples ? simplesKind : 'company', note: simples ? SIMULATION_TEXTS.iofSimplesNacional : SIMULATION_TEXTS.iofCompany };
  }
  if (c.operationType === 'Financing') return isResidential(c) ? { kind: 'none', note: null } : { kind: 'individual', note: SIMULATION_TEXTS.iofCommercialProperty };
  return { kind: 'individual', note: null };
}
const simplesKind: IofKind = 'simples';

/** MIP from the insurer's age band of the oldest borrower; the product's flat rate when no band applies. */
export function mipRateFor(c: CreditCase, p: ProductTerms, bands: MipBand[]): number {
  if (!isRealty(c.operationType) || c.oldestAgeYears === undefined) return p.mipMonthlyRate;
  const insurer = p.insurer ?? 'default';
  const band = bands.find((b) => b.insurer === insurer && c.oldestAgeYears! >= b.ageFrom && c.oldestAgeYears! <= b.ageTo);
  return band ? band.rate : p.mipMonthlyRate;
}

/** LTV of the product in the table simulated, capped by the legal maximum of the operation type. */
export function ltvFor(c: CreditCase, p: ProductTerms, table: AmortizationSystem): number {
  const own = p.ltvByTable?.[table] ?? p.ltv;
  return Math.min(own, MAX_LTV[c.operationType] ?? own);
}

export function tariffsOf(p: ProductTerms): TariffCharged[] {
  const t = p.tariffs;
  if (!t) return [];
  const all: TariffCharged[] = [
    { kind: 'valuation', amount: t.valuation, financed: t.financed },
    { kind: 'contract', amount: t.contract, financed: t.financed },
    { kind: 'lienRegistration', amount: t.lienRegistration, financed: t.financed },
  ];
  return all.filter((x) => x.amount > 0);
}

/** SFH operation: an SFH product financing an individual's residential purchase (where FGTS may pay the entry). */
const isSfhOperation = (c: CreditCase, p: ProductTerms) => p.housingSystem === 'SFH' && c.operationType === 'Financing' && !c.forJuridicalPerson && isResidential(c);

export function cashAtSigning(c: CreditCase, bank: BankRules, p: ProductTerms, parameters: CreditParameters, upfrontTariffs: number): CashAtSigning {
  const purchase = c.operationType === 'Financing';
  const downPayment = purchase ? Math.max(0, c.assetValue - c.creditValue) : 0;
  const fgts = isSfhOperation(c, p) ? Math.min(c.fgtsAmount ?? 0, downPayment) : 0;
  const itbiEstimate = purchase ? parameters.itbiRate * c.assetValue : 0;
  const registryEstimate = isRealty(c.operationType) ? parameters.registryRate * c.assetValue : 0;
  // Expenses the customer chose to finance pay the ITBI first, then the registry.
  let covered = financedExpenses(c, bank, p);
  const itbi = Math.max(0, itbiEstimate - covered);
  covered = Math.max(0, covered - itbiEstimate);
  const registry = Math.max(0, registryEstimate - covered);
  const r = { downPayment: roundCents(downPayment), fgts: roundCents(fgts), itbi: roundCents(itbi), registry: roundCents(registry), upfrontTariffs: roundCents(upfrontTariffs) };
  return { ...r, total: roundCents(r.downPayment - r.fgts + r.itbi + r.registry + r.upfrontTariffs) };
}

/** Checks that need no arithmetic: each failing rule becomes a reason with its fix. */
function ruleReasons(c: CreditCase, bank: BankRules, p: ProductTerms, ctx: CatalogueContext): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (p.type !== c.operationType) reasons.push({ code: 'type', message: 'produto de outro tipo de operação' });
  const table = c.table ?? p.table;
  const accepted = p.acceptedTables ?? ['PRICE', 'SAC'];
  if (!accepted.includes(table)) reasons.push({ code: 'table', message: SIMULATION_REASONS.tableNotAccepted(accepted.join(' ou ')) });
  const ltv = ltvFor(c, p, table);
  if (c.creditValue > ltv * c.assetValue + 1e-6) {
    const other: AmortizationSystem = table === 'PRICE' ? 'SAC' : 'PRICE';
    const otherLtv = ltvFor(c, p, other);
    const hint = accepted.includes(other) && otherLtv > ltv && c.creditValue <= otherLtv * c.assetValue + 1e-6 ? SIMULATION_REASONS.ltvOtherTable(pct(otherLtv), other) : '';
    reasons.push({ code: 'ltv', message: `valor acima do LTV de ${pct(ltv)}: reduza o crédito para ${formatMoney(floorReais(ltv * c.assetValue))}${hint}` });
  }
  if (p.housingSystem === 'SFH' && c.operationType === 'Financing') {
    if (c.assetValue > ctx.parameters.sfhPropertyCeiling) reasons.push({ code: 'sfhCeiling', message: SIMULATION_REASONS.aboveSfhCeiling(ctx.parameters.sfhPropertyCeiling) });
    if (annualFromMonthly(productMonthlyRate(p)) > ctx.parameters.sfhRateCap + 1e-9) reasons.push({ code: 'sfhRateCap', message: SIMULATION_REASONS.aboveSfhRateCap(ctx.parameters.sfhRateCap) });
  }
  if (p.indexer && !ctx.projections[p.indexer]) reasons.push({ code: 'projection', message: SIMULATION_REASONS.missingProjection(p.indexer) });
  const minCredit = Math.max(p.minCreditValue, bank.minCreditValue);
  if (c.creditValue < minCredit) reasons.push({ code: 'minCredit', message: `crédito abaixo do mínimo do banco: aumente para pelo menos ${formatMoney(minCredit)}` });
  const minAsset = Math.max(p.minAssetValue, bank.minAssetValue);
  if (c.assetValue < minAsset) reasons.push({ code: 'minAsset', message: `valor do bem abaixo do mínimo do banco (${formatMoney(minAsset)})` });
  const ageLimit = c.birthDate && c.todayIso ? maxTermMonthsForBirthDate(c.birthDate, c.todayIso) : maxTermForAge(c.customerAgeMonths);
  if (c.termMonths < p.deadlineMin || c.termMonths > p.deadlineMax) {
    reasons.push({ code: 'deadline', message: `prazo fora do aceito pelo produto: escolha entre ${p.deadlineMin} e ${Math.min(p.deadlineMax, Math.max(p.deadlineMin, ageLimit))} meses` });
  }
  if (c.termMonths + c.graceMonths > ageLimit) {
    reasons.push({ code: 'age', message: ageLimit > 0 ? `prazo excede a idade máxima: até ${Math.max(0, ageLimit - c.graceMonths)} meses` : 'prazo excede a idade máxima: o cliente já passou de 80 anos e 6 meses' });
  }
  if (!c.isRegistered && !bank.acceptsUnregisteredProperty) reasons.push({ code: 'unregistered', message: 'banco não aceita imóvel sem matrícula' });
  if (c.cityPopulation !== undefined && c.cityPopulation < bank.minCityPopulation) {
    reasons.push({ code: 'population', message: `cidade abaixo da população mínima do banco (${bank.minCityPopulation.toLocaleString('pt-BR')} habitantes)` });
  }
  if (c.forJuridicalPerson && !(bank.acceptJuridicalPerson && p.approveJuridicalPerson)) reasons.push({ code: 'juridicalPerson', message: 'banco não aceita pessoa jurídica neste produto' });
  if (c.numberOfAssociates > bank.maxApplicants) reasons.push({ code: 'applicants', message: `proponentes acima do máximo do banco: até ${bank.maxApplicants}` });
  if (c.graceMonths > bank.gracePeriodMonths) {
    reasons.push({ code: 'grace', message: bank.gracePeriodMonths > 0 ? `carência acima da aceita pelo banco: até ${bank.gracePeriodMonths} meses` : 'banco não oferece carência' });
  }
  return reasons;
}

/** Evaluates one product for a case with the ranking figures (no schedule): eligible, or every reason and fix. */
export function evaluateProduct(c: CreditCase, bank: BankRules, p: ProductTerms, ctx: CatalogueContext = EMPTY_CONTEXT): ProductEvaluation<RankFigures> {
  return evaluateWith(c, bank, p, ctx, rankFigures);
}

/** The same evaluation with the full schedule (the detailed view). */
export function evaluateProductDetailed(c: CreditCase, bank: BankRules, p: ProductTerms, ctx: CatalogueContext = EMPTY_CONTEXT): ProductEvaluation<ScenarioResult> {
  return evaluateWith(c, bank, p, ctx, simulateScenario);
}

function evaluateWith<R extends RankFigures>(c: CreditCase, bank: BankRules, p: ProductTerms, ctx: CatalogueContext, compute: (s: EngineScenario) => R): ProductEvaluation<R> {
  const reasons = ruleReasons(c, bank, p, ctx);
  if (reasons.some((r) => r.code === 'type' || r.code === 'projection')) return { eligible: false, product: p, bank, reasons };
  const monthlyRate = productMonthlyRate(p);
  const projection = p.indexer ? ctx.projections[p.indexer]! : null;
  const tariffs = tariffsOf(p);
  let upfront = 0;
  let financedTariffs = 0;
  for (const t of tariffs) {
    if (t.financed) financedTariffs += t.amount;
    else upfront += t.amount;
  }
  const iof = iofFor(c, ctx.parameters);
  const mipMonthlyRate = mipRateFor(c, p, ctx.mipBands);
  const result = compute({
    system: c.table ?? p.table,
    principal: c.creditValue,
    termMonths: Math.max(1, c.termMonths),
    rate: { monthly: monthlyRate },
    indexer: projection ? { name: projection.indexer, annualProjection: projection.annualProjection } : null,
    propertyValue: c.assetValue,
    mipMonthlyRate,
    dfiMonthlyRate: p.dfiMonthlyRate,
    adminFeeMonthly: p.adminFeeMonthly,
    financedExpenses: financedExpenses(c, bank, p) + financedTariffs,
    // The engine needs something released: tariffs at or above the credit leave nothing to compare.
    upfrontFees: Math.min(upfront, c.creditValue * 0.5),
    iof: iof.kind,
    graceMonths: c.graceMonths,
    incomeCommitment: bank.incomeCommitment,
  });
  if (result.minimumIncome > c.monthlyIncome) {
    reasons.push({ code: 'income', message: `renda insuficiente: a renda mínima é ${formatMoney(result.minimumIncome)}; adicione um proponente ou aumente o prazo` });
  }
  if (reasons.length) return { eligible: false, product: p, bank, reasons };
  const notes: string[] = [];
  if (projection) notes.push(SIMULATION_TEXTS.postFixedNote(projection.indexer, projection.annualProjection));
  if (iof.note) notes.push(iof.note);
  if ((c.fgtsAmount ?? 0) > 0 && !isSfhOperation(c, p) && c.operationType === 'Financing') notes.push(SIMULATION_TEXTS.fgtsNotSfh);
  return {
    eligible: true,
    product: p,
    bank,
    result,
    monthlyRate,
    score: bank.creditScore,
    slaMin: bank.averageSlaMin,
    slaMax: bank.averageSlaMax,
    projection,
    iof: iof.kind,
    iofNote: iof.note,
    tariffs,
    cashAtSigning: cashAtSigning(c, bank, p, ctx.parameters, upfront),
    mipMonthlyRate,
    notes,
  };
}

export type Eligible = Extract<ProductEvaluation, { eligible: true }>;
export type Ineligible = Extract<ProductEvaluation, { eligible: false }>;

/** Best match first: lowest (projected, for indexed products) CET, then lowest first instalment, then shortest average SLA. */
export function compareEligible(a: Eligible, b: Eligible): number {
  return a.result.cetMonthly - b.result.cetMonthly || a.result.firstInstallment - b.result.firstInstallment || a.slaMin + a.slaMax - (b.slaMin + b.slaMax);
}

/** Every product of the catalogue for a case, split into ranked eligible ones and ineligible ones with reasons. */
export function bestMatch(c: CreditCase, banks: BankRules[], products: ProductTerms[], ctx: CatalogueContext = EMPTY_CONTEXT): { eligible: Eligible[]; ineligible: Ineligible[] } {
  const bankById = new Map(banks.map((b) => [b.id, b]));
  const eligible: Eligible[] = [];
  const ineligible: Ineligible[] = [];
  for (const p of products) {
    const bank = bankById.get(p.bankId);
    if (!bank || p.type !== c.operationType) continue;
    const e = evaluateProduct(c, bank, p, ctx);
    if (e.eligible) eligible.push(e);
    else ineligible.push(e);
  }
  eligible.sort(compareEligible);
  return { eligible, ineligible };
}
