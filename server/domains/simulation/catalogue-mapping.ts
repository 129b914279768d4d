import { PRODUCT_INDEXER_TO_PROJECTION, PROJECTION_INDEXERS, type ProjectionIndexer } from '../../../shared/simulation-options.ts';
import type { BankPartnerRow } from '../bank-partners/bank-partners.repository.ts';
import type { CreditParameterRow, IndexProjectionRow, MipRateBandRow } from '../products/credit-realism.repository.ts';
import type { ProductRow } from '../products/products.repository.ts';
import { type BankRules, type CatalogueContext, type CreditParameters, DEFAULT_PARAMETERS, type MipBand, type ProductTerms, type Projection } from './engine/eligibility.ts';
import type { AmortizationSystem } from './engine/schedule.ts';

/** Database rows → the engine's plain rule objects (fractions and reais as numbers). */
const num = (v: string | null) => Number(v ?? 0);

export function toBankRules(b: BankPartnerRow): BankRules {
  return {
    id: b.id,
    name: b.name,
    acceptsUnregisteredProperty: b.accepts_unregistered_property,
    acceptJuridicalPerson: b.accept_juridical_person,
    financingExpenses: b.financing_expenses,
    maxApplicants: b.max_applicants,
    minCityPopulation: b.min_city_population,
    minAssetValue: num(b.min_asset_value),
    minCreditValue: num(b.min_credit_value),
    incomeCommitment: num(b.income_commitment),
    gracePeriodMonths: b.grace_period,
    averageSlaMin: b.average_sla_min,
    averageSlaMax: b.average_sla_max,
    creditScore: b.credit_score,
    availableAssetTypes: b.available_asset_type_list,
  };
}

export function toProductTerms(p: ProductRow): ProductTerms {
  return {
    id: p.id,
    bankId: p.bank_partner_id,
    name: p.name,
    type: p.type as ProductTerms['type'],
    table: p.table as ProductTerms['table'],
    feeType: p.fee_type as ProductTerms['feeType'],
    fee: num(p.fee),
    ltv: num(p.ltv),
    minCreditValue: num(p.min_credit_value),
    minAssetValue: num(p.min_asset_value),
    deadlineMin: p.deadline_min,
    deadlineMax: p.deadline_max,
    adminFeeMonthly: num(p.administration_fee),
    mipMonthlyRate: num(p.mip_rate),
    dfiMonthlyRate: num(p.dfi_rate),
    expenseType: p.expense_type as ProductTerms['expenseType'],
    expenseValueFixed: num(p.expense_value_fixed),
    expenseValuePercentage: num(p.expense_value_percentage),
    approveJuridicalPerson: p.approve_juridical_person,
    indexer: PRODUCT_INDEXER_TO_PROJECTION[p.indexer],
    insurer: p.insurer,
    acceptedTables: p.accepted_tables.filter((t): t is AmortizationSystem => t === 'PRICE' || t === 'SAC'),
    ltvByTable: {
      ...(p.ltv_price !== null ? { PRICE: num(p.ltv_price) } : {}),
      ...(p.ltv_sac !== null ? { SAC: num(p.ltv_sac) } : {}),
    },
    housingSystem: p.housing_system === 'SFH' || p.housing_system === 'SFI' ? p.housing_system : null,
    tariffs: { valuation: num(p.valuation_fee), contract: num(p.contract_fee), lienRegistration: num(p.lien_registration_fee), financed: p.tariffs_financed },
    availableAssetTypes: p.available_asset_type,
  };
}

/**
 * The projection in force for each indexer on a day: the company's own latest row valid by then, else the
 * platform's (a company that chose its own source keeps it even when the platform's default is newer).
 */
export function projectionsInForce(rows: ProjectionRowLike[], onIso: string): Partial<Record<ProjectionIndexer, Projection>> {
  const out: Partial<Record<ProjectionIndexer, Projection>> = {};
  for (const indexer of PROJECTION_INDEXERS) {
    const row = rowInForce(rows, indexer, onIso);
    if (row) out[indexer] = { indexer, annualProjection: num(row.annual_projection), source: row.source, validFrom: row.valid_from! };
  }
  return out;
}

type ProjectionRowLike = Pick<IndexProjectionRow, 'company_id' | 'indexer' | 'annual_projection' | 'source' | 'valid_from'>;

/** The row whose projection is in force for an indexer on a day (see projectionsInForce). */
export function rowInForce<R extends ProjectionRowLike>(rows: R[], indexer: ProjectionIndexer, onIso: string): R | undefined {
  const valid = rows.filter((r) => r.indexer === indexer && r.valid_from !== null && r.valid_from <= onIso);
  const latest = (own: boolean) => valid.filter((r) => (r.company_id !== null) === own).sort((a, b) => (a.valid_from! < b.valid_from! ? 1 : -1))[0];
  return latest(true) ?? latest(false);
}

/** Newest valid value of each parameter (rows come newest first); defaults for any missing. */
export function parametersInForce(rows: Pick<CreditParameterRow, 'name' | 'value'>[]): CreditParameters {
  const names: Record<string, keyof CreditParameters> = {
    sfh_property_ceiling: 'sfhPropertyCeiling',
    sfh_rate_cap: 'sfhRateCap',
    itbi_rate: 'itbiRate',
    registry_rate: 'registryRate',
    simples_iof_ceiling: 'simplesIofCeiling',
  };
  const out = { ...DEFAULT_PARAMETERS };
  const seen = new Set<string>();
  for (const r of rows) {
    const key = names[r.name];
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out[key] = num(r.value);
  }
  return out;
}

/** Newest bands per insurer (rows come newest first): a later table replaces the whole curve of its insurer. */
export function bandsInForce(rows: Pick<MipRateBandRow, 'insurer' | 'age_from' | 'age_to' | 'mip_monthly_rate' | 'valid_from'>[]): MipBand[] {
  const newest = new Map<string, string | null>();
  for (const r of rows) if (!newest.has(r.insurer)) newest.set(r.insurer, r.valid_from);
  return rows.filter((r) => newest.get(r.insurer) === r.valid_from).map((r) => ({ insurer: r.insurer, ageFrom: r.age_from, ageTo: r.age_to, rate: num(r.mip_monthly_rate) }));
}

export function toCatalogueContext(
  projections: Parameters<typeof projectionsInForce>[0],
  bands: Parameters<typeof bandsInForce>[0],
  parameters: Parameters<typeof parametersInForce>[0],
  onIso: string,
): CatalogueContext {
  return { projections: projectionsInForce(projections, onIso), mipBands: bandsInForce(bands), parameters: parametersInForce(parameters) };
}
