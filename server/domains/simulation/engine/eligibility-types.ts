import type { ProjectionIndexer, TariffKind } from '../../../../shared/simulation-options.ts';
import type { IofKind } from './iof.ts';
import type { OperationType } from './limits.ts';
import type { AmortizationSystem } from './schedule.ts';
import type { RankFigures } from './simulate.ts';

// The plain values eligibility works on (catalogue, case, context) and what it answers.

/** An index projection in force (docs/design/finance.md v2): an assumption with its source and date, never a fact. */
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

/** A partner bank's rules (docs/design/product-spec.md §3 bankPartner), as plain values. */
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
  /** ASSET_TYPES keys the bank finances (availableAssetTypeList); absent or empty = not restricted. */
  availableAssetTypes?: readonly string[];
}

/** A product's terms (docs/design/product-spec.md §3 Product), as plain values; rates are fractions. */
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
  /** ASSET_TYPES keys the product finances (availableAssetType); absent or empty = not restricted. */
  availableAssetTypes?: readonly string[];
}

/** The customer's case. */
export interface CreditCase {
  operationType: OperationType;
  assetValue: number;
  creditValue: number;
  termMonths: number;
  /** Age of the oldest borrower today, in months (the age rule uses it when no birth date is given). */
  customerAgeMonths: number;
  /** Birth date of the oldest borrower and today (ISO): the age rule then counts days (docs/design/finance.md v2). */
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
  /**
   * ASSET_TYPES key of the asset, a property type or a vehicle type (veiculo_leve, veiculo_pesado), whatever the
   * operation: checked against what each bank and product finance. Absent = not said: no one is refused for it.
   */
  assetType?: string;
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
    | 'assetType'
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
    | 'expenses'
    | 'income'
    | 'table'
    | 'sfhCompany'
    | 'sfhResidential'
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
