import { RESIDENTIAL_REALTY_TYPES } from '../../../../shared/simulation-options.ts';
import { SIMULATION_TEXTS } from '../../../../shared/simulation-texts.ts';
import { type BankRules, type CashAtSigning, type CreditCase, type CreditParameters, DEFAULT_PARAMETERS, type MipBand, type ProductTerms, type TariffCharged } from './eligibility-types.ts';
import type { IofKind } from './iof.ts';
import { MAX_LTV, type OperationType } from './limits.ts';
import { monthlyFromAnnual, roundCents } from './rates.ts';
import type { AmortizationSystem } from './schedule.ts';

// What an offer really costs for a case: IOF by purpose, MIP by age band, LTV per table, tariffs and
// the cash at signing. Pure functions of the case and the product.

export function productMonthlyRate(p: ProductTerms): number {
  return p.feeType === 'monthly' ? p.fee : monthlyFromAnnual(p.fee);
}

/** Expenses financed into the loan when the customer asks and the bank allows it. */
export function financedExpenses(c: CreditCase, bank: BankRules, p: ProductTerms): number {
  if (!c.financeExpenses || !bank.financingExpenses) return 0;
  return p.expenseType === 'fixed' ? p.expenseValueFixed : p.expenseValuePercentage * c.assetValue;
}

export const isRealty = (t: OperationType) => t === 'Financing' || t === 'HomeEquity';
export const isResidential = (c: CreditCase) => c.propertyType === undefined || RESIDENTIAL_REALTY_TYPES.includes(c.propertyType);

/**
 * IOF by purpose (docs/design/finance.md, Decreto 6.306/2007 art. 9 I): exempt only when an individual finances a
 * residential property. Companies, commercial property, home equity (free use) and vehicles pay; a Simples Nacional
 * company pays the reduced rate on credit up to the ceiling when it declares it.
 */
export function iofFor(c: CreditCase, parameters: CreditParameters = DEFAULT_PARAMETERS): IofChoice {
  if (c.forJuridicalPerson) return c.simplesNacional === true && c.creditValue <= parameters.simplesIofCeiling ? IOF.simples : IOF.company;
  if (c.operationType === 'Financing') return isResidential(c) ? IOF.housing : IOF.commercial;
  return IOF.freeUse;
}
export interface IofChoice {
  readonly kind: IofKind;
  readonly note: string | null;
}
// The few possible answers, built once (the ranking asks for every product of the catalogue).
const IOF = {
  simples: { kind: 'simples', note: SIMULATION_TEXTS.iofSimplesNacional },
  company: { kind: 'company', note: SIMULATION_TEXTS.iofCompany },
  housing: { kind: 'none', note: null },
  commercial: { kind: 'individual', note: SIMULATION_TEXTS.iofCommercialProperty },
  freeUse: { kind: 'individual', note: null },
} as const satisfies Record<string, IofChoice>;

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

const NO_TARIFFS: TariffCharged[] = [];

export function tariffsOf(p: ProductTerms): TariffCharged[] {
  const t = p.tariffs;
  if (!t || (t.valuation <= 0 && t.contract <= 0 && t.lienRegistration <= 0)) return NO_TARIFFS;
  const all: TariffCharged[] = [
    { kind: 'valuation', amount: t.valuation, financed: t.financed },
    { kind: 'contract', amount: t.contract, financed: t.financed },
    { kind: 'lienRegistration', amount: t.lienRegistration, financed: t.financed },
  ];
  return all.filter((x) => x.amount > 0);
}

/** SFH operation: an SFH product financing an individual's residential purchase (where FGTS may pay the entry). */
export const isSfhOperation = (c: CreditCase, p: ProductTerms) => p.housingSystem === 'SFH' && c.operationType === 'Financing' && !c.forJuridicalPerson && isResidential(c);

export function cashAtSigning(c: CreditCase, bank: BankRules, p: ProductTerms, parameters: CreditParameters, upfrontTariffs: number): CashAtSigning {
  // A purchase (property or vehicle financing) needs the rest of the price at signing; credit backed by an asset the
  // customer already owns (home equity, vehicle-collateral credit) has no down payment.
  const purchase = c.operationType === 'Financing' || c.operationType === 'SimpleBest';
  const downPayment = purchase ? Math.max(0, c.assetValue - c.creditValue) : 0;
  const fgts = isSfhOperation(c, p) ? Math.min(c.fgtsAmount ?? 0, downPayment) : 0;
  const itbiEstimate = c.operationType === 'Financing' ? parameters.itbiRate * c.assetValue : 0;
  const registryEstimate = isRealty(c.operationType) ? parameters.registryRate * c.assetValue : 0;
  // Expenses the customer chose to finance pay the ITBI first, then the registry.
  let covered = financedExpenses(c, bank, p);
  const itbi = Math.max(0, itbiEstimate - covered);
  covered = Math.max(0, covered - itbiEstimate);
  const registry = Math.max(0, registryEstimate - covered);
  const cents = { down: roundCents(downPayment), fgts: roundCents(fgts), itbi: roundCents(itbi), registry: roundCents(registry), tariffs: roundCents(upfrontTariffs) };
  return {
    downPayment: cents.down,
    fgts: cents.fgts,
    itbi: cents.itbi,
    registry: cents.registry,
    upfrontTariffs: cents.tariffs,
    total: roundCents(cents.down - cents.fgts + cents.itbi + cents.registry + cents.tariffs),
  };
}
