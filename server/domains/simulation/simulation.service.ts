import { onlyDigits } from '../../../shared/format.ts';
import type { SimulationOffer, SimulationRejection, SimulationResult, SimulationSnapshot, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { SIMULATION_TEXTS, TARIFF_LABELS } from '../../../shared/simulation-texts.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findBankPartner } from '../bank-partners/bank-partners.repository.ts';
import { findVisibleProduct, type ProductRow } from '../products/products.repository.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { toBankRules, toProductTerms } from './catalogue-mapping.ts';
import { bestMatch, type CatalogueContext, type CreditCase, type Eligible, evaluateProduct, evaluateProductDetailed, type Ineligible } from './engine/eligibility.ts';
import { ageInMonths } from './engine/limits.ts';
import { annualFromMonthly } from './engine/rates.ts';
import type { ScheduleRow } from './engine/schedule.ts';
import type { ScenarioResult } from './engine/simulate.ts';

/** The engine's case from a validated request; the age counts from today (the only clock read is here). */
export function toCreditCase(input: TSimulationParsed, today = new Date()): CreditCase {
  const todayIso = today.toISOString().slice(0, 10);
  const realty = input.type === 'Financing' || input.type === 'HomeEquity';
  // The oldest borrower picks the insurance band; a company has no age (the product's flat MIP applies).
  const births = input.forJuridicalPerson ? [] : [input.customer.birthDate, ...(input.associatesBirthDates ?? [])].filter((d): d is string => Boolean(d));
  // ISO dates: the earliest sorts first (births is a fresh array).
  const oldest: string | undefined = births.sort()[0];
  const oldestMonths = oldest === undefined ? undefined : ageInMonths(oldest, todayIso);
  return {
    operationType: input.type,
    assetValue: input.assetValue,
    creditValue: input.operationValue,
    termMonths: input.deadline,
    customerAgeMonths: oldestMonths ?? 0,
    birthDate: oldest,
    todayIso,
    monthlyIncome: input.customer.income,
    forJuridicalPerson: input.forJuridicalPerson,
    isRegistered: input.type === 'Financing' || input.type === 'HomeEquity' ? input.isRegistered : true,
    cityPopulation: input.cityPopulation,
    // The main borrower counts as one applicant even when no associates are listed.
    numberOfAssociates: Math.max(1, input.numberOfAssociates),
    graceMonths: Math.floor(input.gracePeriod / 30),
    financeExpenses: input.isFinancingExpensesRequired,
    table: input.table,
    propertyType: realty ? input.assetType : undefined,
    assetType: input.assetType,
    simplesNacional: input.forJuridicalPerson && input.simplesNacional,
    oldestAgeYears: oldestMonths === undefined ? undefined : Math.floor(oldestMonths / 12),
    fgtsAmount: input.fgtsAmount,
  };
}

const catalogueCaches = new WeakMap<Database, ReturnType<typeof createCatalogueCache>>();

/** The company's catalogue for the type (cached per database, see catalogue-cache.ts), narrowed to `productsIds`. */
async function loadCatalogue(deps: Deps, companyId: string, input: TSimulationParsed) {
  let load = catalogueCaches.get(deps.db);
  if (!load) catalogueCaches.set(deps.db, (load = createCatalogueCache()));
  const catalogue = await load(deps.db, companyId, input.type);
  if (!input.productsIds?.length) return catalogue;
  const wanted = new Set(input.productsIds);
  return { ...catalogue, products: catalogue.products.filter((p) => wanted.has(p.id)) };
}

function bankOf(row: ProductRow, isDemo: boolean): SimulationOffer['bank'] {
  return { id: row.bank_partner_id, name: row.bank_name, number: row.bank_number, logoUrl: row.bank_logo_path ? `/uploads/${row.bank_logo_path}` : null, isDemo };
}

/** An eligible evaluation as a result card; `table` is the system actually simulated. */
function toOffer(e: Eligible, row: ProductRow, table: 'PRICE' | 'SAC' = e.product.table): SimulationOffer {
  return {
    productId: row.id,
    productName: row.name,
    bank: bankOf(row, row.is_demo),
    table,
    indexer: row.indexer,
    monthlyRate: e.monthlyRate,
    annualRate: annualFromMonthly(e.monthlyRate),
    cetMonthly: e.result.cetMonthly,
    cetAnnual: e.result.cetAnnual,
    firstInstallment: e.result.firstInstallment,
    lastInstallment: e.result.lastInstallment,
    totalPaid: e.result.totalPaid,
    financedAmount: e.result.financedAmount,
    iof: e.result.iof,
    minimumIncome: e.result.minimumIncome,
    slaMin: e.slaMin,
    slaMax: e.slaMax,
    score: e.score,
    postFixed: e.projection !== null,
    projection: e.projection && { ...e.projection, note: SIMULATION_TEXTS.projectedCet(e.projection.indexer, e.projection.annualProjection) },
    tariffs: e.tariffs.map((t) => ({ ...t, label: TARIFF_LABELS[t.kind] })),
    cashAtSigning: { ...e.cashAtSigning, note: SIMULATION_TEXTS.cashAtSigningEstimate },
    iofNote: e.iofNote,
    notes: e.notes,
  };
}

function toRejection(e: Ineligible, row: ProductRow): SimulationRejection {
  return { productId: row.id, productName: row.name, bank: bankOf(row, row.is_demo), reasons: e.reasons };
}

/** Every visible product for the case: the ranked eligible offers and the rejections with reasons and fixes. */
export async function run(deps: Deps, companyId: string, input: TSimulationParsed): Promise<SimulationResult> {
  return (await snapshot(deps, companyId, input)).result;
}

/** The result with the index projections in force when it was computed: what a saved simulation keeps. */
export async function snapshot(deps: Deps, companyId: string, input: TSimulationParsed): Promise<SimulationSnapshot> {
  const { banks, products, rowById, context } = await loadCatalogue(deps, companyId, input);
  const c = toCreditCase(input);
  const { eligible, ineligible } = bestMatch(c, banks, products, context);
  const result: SimulationResult = {
    type: input.type,
    termMonths: input.deadline,
    operationValue: input.operationValue,
    assetValue: input.assetValue,
    eligible: eligible.map((e) => toOffer(e, rowById.get(e.product.id)!, c.table ?? e.product.table)),
    ineligible: ineligible.map((e) => toRejection(e, rowById.get(e.product.id)!)),
  };
  const projections = Object.values(context.projections).map((p) => ({ indexer: p.indexer, annualProjection: p.annualProjection, source: p.source, validFrom: p.validFrom }));
  return { schema: 1, computedAt: new Date().toISOString(), result, projections };
}

/** One visible product with its bank, and the projections, bands and parameters in force for the company. */
async function productAndBank(
  deps: Deps,
  companyId: string,
  input: TSimulationParsed,
  productId: string,
): Promise<{ row: ProductRow; bank: NonNullable<Awaited<ReturnType<typeof findBankPartner>>>; context: CatalogueContext }> {
  const row = await findVisibleProduct(deps.db, companyId, productId);
  const bank = row && (await findBankPartner(deps.db, row.bank_partner_id));
  if (!row || !bank) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Produto não encontrado');
  const { context } = await loadCatalogue(deps, companyId, { ...input, productsIds: undefined });
  return { row, bank, context };
}

/** The same product over several terms (the type's deadline options plus the requested one). */
export async function deadlines(deps: Deps, companyId: string, input: TSimulationParsed, productId: string, terms: number[]) {
  const { row, bank, context } = await productAndBank(deps, companyId, input, productId);
  const rules = toBankRules(bank);
  const terms2 = [...new Set([...terms, input.deadline])].filter((t) => t > 0).sort((a, b) => a - b);
  return terms2.map((termMonths) => {
    const e = evaluateProduct({ ...toCreditCase(input), termMonths }, rules, toProductTerms(row), context);
    return e.eligible ? { termMonths, eligible: true as const, offer: toOffer(e, row, input.table ?? e.product.table) } : { termMonths, eligible: false as const, reasons: e.reasons };
  });
}

/** Full schedules of one product in PRICE and in SAC, side by side. */
type DetailedResult = Omit<ScenarioResult, 'schedule'> & { schedule: ScheduleRow[] };
const withRows = (r: ScenarioResult): DetailedResult => ({ ...r, schedule: r.schedule.rows() });

export async function detailed(
  deps: Deps,
  companyId: string,
  input: TSimulationParsed,
  productId: string,
): Promise<{
  productName: string;
  bank: SimulationOffer['bank'];
  price: DetailedResult | null;
  sac: DetailedResult | null;
  reasons: { code: string; message: string }[];
  /** Each side as a result card: projection used, tariffs, cash at signing and notes beside the schedule. */
  offers: { price: SimulationOffer | null; sac: SimulationOffer | null };
}> {
  const { row, bank, context } = await productAndBank(deps, companyId, input, productId);
  const rules = toBankRules(bank);
  const terms = toProductTerms(row);
  const price = evaluateProductDetailed({ ...toCreditCase(input), table: 'PRICE' }, rules, terms, context);
  const sac = evaluateProductDetailed({ ...toCreditCase(input), table: 'SAC' }, rules, terms, context);
  return {
    productName: row.name,
    bank: bankOf(row, row.is_demo),
    price: price.eligible ? withRows(price.result) : null,
    sac: sac.eligible ? withRows(sac.result) : null,
    // A SAC-only product's PRICE side says "use SAC": show the reasons of the side that is missing.
    reasons: price.eligible ? (sac.eligible ? [] : sac.reasons) : price.reasons,
    offers: { price: price.eligible ? toOffer(price, row, 'PRICE') : null, sac: sac.eligible ? toOffer(sac, row, 'SAC') : null },
  };
}

/** Digits of the customer's document as stored (CPF/CNPJ, alphanumeric CNPJ upper-cased). */
export const normaliseDocument = (doc: string) => (/^[\d.\-/\s]+$/.test(doc) ? onlyDigits(doc) : doc.replace(/[^0-9a-z]/gi, '').toUpperCase());
