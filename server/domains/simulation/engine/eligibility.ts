import { formatMoney } from '../../../../shared/format.ts';
import { MAX_LTV, maxTermForAge, type OperationType } from './limits.ts';
import { monthlyFromAnnual } from './rates.ts';
import type { AmortizationSystem } from './schedule.ts';
import { simulateScenario, type ScenarioResult } from './simulate.ts';

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
}

/** The customer's case. */
export interface CreditCase {
  operationType: OperationType;
  assetValue: number;
  creditValue: number;
  termMonths: number;
  /** Age of the oldest borrower today, in months (the age rule uses it). */
  customerAgeMonths: number;
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
}

export interface IneligibleReason {
  code: 'type' | 'ltv' | 'minCredit' | 'minAsset' | 'deadline' | 'age' | 'unregistered' | 'population' | 'juridicalPerson' | 'applicants' | 'grace' | 'income';
  /** pt-BR: what is wrong and how to fix it. */
  message: string;
}

export type ProductEvaluation =
  | { eligible: true; product: ProductTerms; bank: BankRules; result: ScenarioResult; monthlyRate: number; score: number; slaMin: number; slaMax: number }
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

/** Residential purchase financing is IOF-exempt; free-use credit and vehicles pay it. */
function iofFor(c: CreditCase): 'none' | 'individual' | 'company' {
  if (c.operationType === 'Financing') return 'none';
  return c.forJuridicalPerson ? 'company' : 'individual';
}

/** Checks that need no arithmetic: each failing rule becomes a reason with its fix. */
function ruleReasons(c: CreditCase, bank: BankRules, p: ProductTerms): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (p.type !== c.operationType) reasons.push({ code: 'type', message: 'produto de outro tipo de operação' });
  const ltv = Math.min(p.ltv, MAX_LTV[c.operationType] ?? p.ltv);
  if (c.creditValue > ltv * c.assetValue + 1e-6) {
    reasons.push({ code: 'ltv', message: `valor acima do LTV de ${pct(ltv)}: reduza o crédito para ${formatMoney(floorReais(ltv * c.assetValue))}` });
  }
  const minCredit = Math.max(p.minCreditValue, bank.minCreditValue);
  if (c.creditValue < minCredit) reasons.push({ code: 'minCredit', message: `crédito abaixo do mínimo do banco: aumente para pelo menos ${formatMoney(minCredit)}` });
  const minAsset = Math.max(p.minAssetValue, bank.minAssetValue);
  if (c.assetValue < minAsset) reasons.push({ code: 'minAsset', message: `valor do bem abaixo do mínimo do banco (${formatMoney(minAsset)})` });
  const ageLimit = maxTermForAge(c.customerAgeMonths);
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

/** Evaluates one product for a case: eligible with its full result, or ineligible with every reason and fix. */
export function evaluateProduct(c: CreditCase, bank: BankRules, p: ProductTerms): ProductEvaluation {
  const reasons = ruleReasons(c, bank, p);
  if (reasons.some((r) => r.code === 'type')) return { eligible: false, product: p, bank, reasons };
  const monthlyRate = productMonthlyRate(p);
  const result = simulateScenario({
    system: c.table ?? p.table,
    principal: c.creditValue,
    termMonths: Math.max(1, c.termMonths),
    rate: { monthly: monthlyRate },
    propertyValue: c.assetValue,
    mipMonthlyRate: p.mipMonthlyRate,
    dfiMonthlyRate: p.dfiMonthlyRate,
    adminFeeMonthly: p.adminFeeMonthly,
    financedExpenses: financedExpenses(c, bank, p),
    upfrontFees: 0,
    iof: iofFor(c),
    graceMonths: c.graceMonths,
    incomeCommitment: bank.incomeCommitment,
  });
  if (result.minimumIncome > c.monthlyIncome) {
    reasons.push({ code: 'income', message: `renda insuficiente: a renda mínima é ${formatMoney(result.minimumIncome)}; adicione um proponente ou aumente o prazo` });
  }
  if (reasons.length) return { eligible: false, product: p, bank, reasons };
  return { eligible: true, product: p, bank, result, monthlyRate, score: bank.creditScore, slaMin: bank.averageSlaMin, slaMax: bank.averageSlaMax };
}

export type Eligible = Extract<ProductEvaluation, { eligible: true }>;
export type Ineligible = Extract<ProductEvaluation, { eligible: false }>;

/** Best match first: lowest CET, then lowest first instalment, then shortest average SLA. */
export function compareEligible(a: Eligible, b: Eligible): number {
  return a.result.cetMonthly - b.result.cetMonthly || a.result.firstInstallment - b.result.firstInstallment || a.slaMin + a.slaMax - (b.slaMin + b.slaMax);
}

/** Every product of the catalogue for a case, split into ranked eligible ones and ineligible ones with reasons. */
export function bestMatch(c: CreditCase, banks: BankRules[], products: ProductTerms[]): { eligible: Eligible[]; ineligible: Ineligible[] } {
  const bankById = new Map(banks.map((b) => [b.id, b]));
  const eligible: Eligible[] = [];
  const ineligible: Ineligible[] = [];
  for (const p of products) {
    const bank = bankById.get(p.bankId);
    if (!bank || p.type !== c.operationType) continue;
    const e = evaluateProduct(c, bank, p);
    if (e.eligible) eligible.push(e);
    else ineligible.push(e);
  }
  eligible.sort(compareEligible);
  return { eligible, ineligible };
}
