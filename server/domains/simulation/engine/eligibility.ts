import { formatMoney } from '../../../../shared/format.ts';
import { REALTY_TYPE } from '../../../../shared/options.ts';
import { months } from '../../../../shared/plural.ts';
import { SIMULATION_REASONS, SIMULATION_TEXTS } from '../../../../shared/simulation-texts.ts';
import { type BankRules, type CatalogueContext, type CreditCase, EMPTY_CONTEXT, type IneligibleReason, type ProductEvaluation, type ProductTerms } from './eligibility-types.ts';
import { maxTermForAge, maxTermMonthsForBirthDate } from './limits.ts';
import { cashAtSigning, financedExpenses, iofFor, isResidential, isSfhOperation, ltvFor, mipRateFor, productMonthlyRate, tariffsOf } from './offer-costs.ts';
import { annualFromMonthly } from './rates.ts';
import type { EngineScenario } from './scenario.ts';
import type { AmortizationSystem } from './schedule.ts';
import { type RankFigures, rankFigures, type ScenarioResult, simulateScenario } from './simulate.ts';

export * from './eligibility-types.ts';
export * from './offer-costs.ts';

// One formatter for the module (toLocaleString with options builds one per call, and reasons are written per product).
const UP_TO_TWO_DECIMALS = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const pct = (fraction: number) => `${UP_TO_TWO_DECIMALS.format(fraction * 100)} %`;
/** The post-fixed note, written once per projection in force (the same words for every indexed offer of a ranking). */
const postFixedNotes = new WeakMap<object, string>();
function postFixedNoteOf(projection: { indexer: string; annualProjection: number }): string {
  let note = postFixedNotes.get(projection);
  if (note === undefined) postFixedNotes.set(projection, (note = SIMULATION_TEXTS.postFixedNote(projection.indexer, projection.annualProjection)));
  return note;
}

/** Largest amount ≤ value on a whole-real step, so a suggested fix is always inside the limit. */
const floorReais = (value: number) => Math.floor(value + 1e-9);

/** The most months (grace included) the customer's age allows: by the birth date when known, else by the age. */
function ageLimitOf(c: CreditCase): number {
  return c.birthDate && c.todayIso ? maxTermMonthsForBirthDate(c.birthDate, c.todayIso) : maxTermForAge(c.customerAgeMonths);
}

/** The longest term the product and the customer's age allow (the grace months count towards the age limit). */
function longestTerm(c: CreditCase, p: ProductTerms): number {
  return Math.min(p.deadlineMax, ageLimitOf(c) - c.graceMonths);
}

/**
 * What a broker can do about an income below the bank's minimum, only what this case still allows: another proponent
 * while the bank takes one more, a longer term up to the longest the product and the age allow, and otherwise a
 * smaller credit.
 */
function incomeFix(c: CreditCase, bank: BankRules, p: ProductTerms): string {
  const longest = longestTerm(c, p);
  const ways: string[] = [];
  if (c.numberOfAssociates < bank.maxApplicants) ways.push('adicione um proponente');
  if (c.termMonths < longest) ways.push(`aumente o prazo (até ${months(longest)})`);
  // Two ways are enough to name; with fewer, a smaller credit always works.
  return (ways.length === 2 ? ways : [...ways, 'reduza o crédito']).join(' ou ');
}

/** An asset type list that does not hold the case's asset type (an empty list restricts nothing). */
const refusesAsset = (accepted: readonly string[] | undefined, assetType: string): accepted is readonly string[] => accepted !== undefined && accepted.length > 0 && !accepted.includes(assetType);

/** The bank, else the product, that does not finance the case's asset type: said once, by the broader of the two. */
function assetTypeReason(c: CreditCase, bank: BankRules, p: ProductTerms): IneligibleReason | null {
  const asset = c.assetType;
  if (asset === undefined) return null;
  if (refusesAsset(bank.availableAssetTypes, asset)) return { code: 'assetType', message: SIMULATION_REASONS.assetTypeNotAccepted('banco', asset, bank.availableAssetTypes) };
  if (refusesAsset(p.availableAssetTypes, asset)) return { code: 'assetType', message: SIMULATION_REASONS.assetTypeNotAccepted('produto', asset, p.availableAssetTypes) };
  return null;
}

/** Checks that need no arithmetic: each failing rule becomes a reason with its fix. */
function ruleReasons(c: CreditCase, bank: BankRules, p: ProductTerms, ctx: CatalogueContext): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (p.type !== c.operationType) reasons.push({ code: 'type', message: 'produto de outro tipo de operação' });
  const asset = assetTypeReason(c, bank, p);
  if (asset) reasons.push(asset);
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
    // Housing credit only (isSfhOperation): a person's purchase of a residential property; anyone else takes an SFI product.
    if (c.forJuridicalPerson) reasons.push({ code: 'sfhCompany', message: SIMULATION_REASONS.sfhOnlyForPersons });
    // A property type only: a vehicle sent as the asset is refused for its type (assetTypeReason), not as a property.
    if (!isResidential(c) && Object.hasOwn(REALTY_TYPE, c.propertyType!)) reasons.push({ code: 'sfhResidential', message: SIMULATION_REASONS.sfhOnlyResidential(c.propertyType!) });
    if (c.assetValue > ctx.parameters.sfhPropertyCeiling) reasons.push({ code: 'sfhCeiling', message: SIMULATION_REASONS.aboveSfhCeiling(ctx.parameters.sfhPropertyCeiling) });
    if (annualFromMonthly(productMonthlyRate(p)) > ctx.parameters.sfhRateCap + 1e-9) reasons.push({ code: 'sfhRateCap', message: SIMULATION_REASONS.aboveSfhRateCap(ctx.parameters.sfhRateCap) });
  }
  if (p.indexer && !ctx.projections[p.indexer]) reasons.push({ code: 'projection', message: SIMULATION_REASONS.missingProjection(p.indexer) });
  const minCredit = Math.max(p.minCreditValue, bank.minCreditValue);
  if (c.creditValue < minCredit) reasons.push({ code: 'minCredit', message: `crédito abaixo do mínimo do banco: aumente para pelo menos ${formatMoney(minCredit)}` });
  const minAsset = Math.max(p.minAssetValue, bank.minAssetValue);
  if (c.assetValue < minAsset) reasons.push({ code: 'minAsset', message: `valor do bem abaixo do mínimo do banco (${formatMoney(minAsset)})` });
  const ageLimit = ageLimitOf(c);
  if (c.termMonths < p.deadlineMin || c.termMonths > p.deadlineMax) {
    reasons.push({ code: 'deadline', message: `prazo fora do aceito pelo produto: escolha entre ${p.deadlineMin} e ${months(Math.min(p.deadlineMax, Math.max(p.deadlineMin, ageLimit)))}` });
  }
  if (c.termMonths + c.graceMonths > ageLimit) {
    reasons.push({
      code: 'age',
      message: ageLimit > 0 ? `prazo excede a idade máxima: até ${months(Math.max(0, ageLimit - c.graceMonths))}` : 'prazo excede a idade máxima: o cliente já passou de 80 anos e 6 meses',
    });
  }
  if (!c.isRegistered && !bank.acceptsUnregisteredProperty) reasons.push({ code: 'unregistered', message: 'banco não aceita imóvel sem matrícula' });
  if (c.cityPopulation !== undefined && c.cityPopulation < bank.minCityPopulation) {
    reasons.push({ code: 'population', message: `cidade abaixo da população mínima do banco (${bank.minCityPopulation.toLocaleString('pt-BR')} habitantes)` });
  }
  if (c.forJuridicalPerson && !(bank.acceptJuridicalPerson && p.approveJuridicalPerson)) reasons.push({ code: 'juridicalPerson', message: 'banco não aceita pessoa jurídica neste produto' });
  if (c.financeExpenses && !bank.financingExpenses) reasons.push({ code: 'expenses', message: SIMULATION_REASONS.expensesNotFinanced });
  if (c.numberOfAssociates > bank.maxApplicants) reasons.push({ code: 'applicants', message: `proponentes acima do máximo do banco: até ${bank.maxApplicants}` });
  if (c.graceMonths > bank.gracePeriodMonths) {
    reasons.push({ code: 'grace', message: bank.gracePeriodMonths > 0 ? `carência acima da aceita pelo banco: até ${months(bank.gracePeriodMonths)}` : 'banco não oferece carência' });
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
  // The income needed is only quoted for a term the product and the customer's age allow: with the term refused, that
  // reason comes first, and the income at a term that cannot be chosen would mislead.
  const termRefused = reasons.some((r) => r.code === 'deadline' || r.code === 'age');
  if (!termRefused && result.minimumIncome > c.monthlyIncome) {
    reasons.push({ code: 'income', message: `renda insuficiente: a renda mínima é ${formatMoney(result.minimumIncome)}; ${incomeFix(c, bank, p)}` });
  }
  if (reasons.length) return { eligible: false, product: p, bank, reasons };
  const notes: string[] = [];
  if (projection) notes.push(postFixedNoteOf(projection));
  if (iof.note) notes.push(iof.note);
  if ((c.fgtsAmount ?? 0) > 0 && !isSfhOperation(c, p) && c.operationType === 'Financing') notes.push(fgtsRefusal(c));
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

/**
 * Why a financing's FGTS is left out of this offer (it counts only in the SFH: a residential property, bought by a
 * person, with an SFH product), named so the customer sees what differs between two banks' offers.
 */
function fgtsRefusal(c: CreditCase): string {
  if (c.forJuridicalPerson) return SIMULATION_TEXTS.fgtsCompany;
  if (!isResidential(c)) return SIMULATION_TEXTS.fgtsNotResidential;
  // A person's residential financing outside the SFH: the product is the SFI one.
  return SIMULATION_TEXTS.fgtsSfiProduct;
}
