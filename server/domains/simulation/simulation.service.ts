import { onlyDigits } from '../../../shared/format.ts';
import type { SimulationOffer, SimulationRejection, SimulationResult, TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { findBankPartner } from '../bank-partners/bank-partners.repository.ts';
import { findVisibleProduct, type ProductRow } from '../products/products.repository.ts';
import type { Database } from '../../db/database.ts';
import { createCatalogueCache } from './catalogue-cache.ts';
import { toBankRules, toProductTerms } from './catalogue-mapping.ts';
import { bestMatch, evaluateProduct, type CreditCase, type Eligible, type Ineligible } from './engine/eligibility.ts';
import { ageInMonths } from './engine/limits.ts';
import { annualFromMonthly } from './engine/rates.ts';
import type { ScenarioResult } from './engine/simulate.ts';
import type { ScheduleRow } from './engine/schedule.ts';

/** The engine's case from a validated request; the age counts from today (the only clock read is here). */
export function toCreditCase(input: TSimulationParsed, today = new Date()): CreditCase {
  const todayIso = today.toISOString().slice(0, 10);
  return {
    operationType: input.type,
    assetValue: input.assetValue,
    creditValue: input.operationValue,
    termMonths: input.deadline,
    customerAgeMonths: input.customer.birthDate && !input.forJuridicalPerson ? ageInMonths(input.customer.birthDate, todayIso) : 0,
    monthlyIncome: input.customer.income,
    forJuridicalPerson: input.forJuridicalPerson,
    isRegistered: input.type === 'Financing' || input.type === 'HomeEquity' ? input.isRegistered : true,
    cityPopulation: input.cityPopulation,
    // The main borrower counts as one applicant even when no associates are listed.
    numberOfAssociates: Math.max(1, input.numberOfAssociates),
    graceMonths: Math.floor(input.gracePeriod / 30),
    financeExpenses: input.isFinancingExpensesRequired,
    table: input.table,
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
  };
}

function toRejection(e: Ineligible, row: ProductRow): SimulationRejection {
  return { productId: row.id, productName: row.name, bank: bankOf(row, row.is_demo), reasons: e.reasons };
}

/** Every visible product for the case: the ranked eligible offers and the rejections with reasons and fixes. */
export async function run(deps: Deps, companyId: string, input: TSimulationParsed): Promise<SimulationResult> {
  const { banks, products, rowById } = await loadCatalogue(deps, companyId, input);
  const c = toCreditCase(input);
  const { eligible, ineligible } = bestMatch(c, banks, products);
  return {
    type: input.type,
    termMonths: input.deadline,
    operationValue: input.operationValue,
    assetValue: input.assetValue,
    eligible: eligible.map((e) => toOffer(e, rowById.get(e.product.id)!, c.table ?? e.product.table)),
    ineligible: ineligible.map((e) => toRejection(e, rowById.get(e.product.id)!)),
  };
}

async function productAndBank(deps: Deps, companyId: string, productId: string) {
  const row = await findVisibleProduct(deps.db, companyId, productId);
  const bank = row && (await findBankPartner(deps.db, row.bank_partner_id));
  if (!row || !bank) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Produto não encontrado');
  return { row, bank };
}

/** The same product over several terms (the type's deadline options plus the requested one). */
export async function deadlines(deps: Deps, companyId: string, input: TSimulationParsed, productId: string, terms: number[]) {
  const { row, bank } = await productAndBank(deps, companyId, productId);
  const rules = toBankRules(bank);
  const terms2 = [...new Set([...terms, input.deadline])].filter((t) => t > 0).sort((a, b) => a - b);
  return terms2.map((termMonths) => {
    const e = evaluateProduct({ ...toCreditCase(input), termMonths }, rules, toProductTerms(row));
    return e.eligible ? { termMonths, eligible: true as const, offer: toOffer(e, row, input.table ?? e.product.table) } : { termMonths, eligible: false as const, reasons: e.reasons };
  });
}

/** Full schedules of one product in PRICE and in SAC, side by side. */
type DetailedResult = Omit<ScenarioResult, 'schedule'> & { schedule: ScheduleRow[] };
const withRows = (r: ScenarioResult): DetailedResult => ({ ...r, schedule: r.schedule.rows() });

export async function detailed(deps: Deps, companyId: string, input: TSimulationParsed, productId: string): Promise<{ productName: string; bank: SimulationOffer['bank']; price: DetailedResult | null; sac: DetailedResult | null; reasons: { code: string; message: string }[] }> {
  const { row, bank } = await productAndBank(deps, companyId, productId);
  const rules = toBankRules(bank);
  const terms = toProductTerms(row);
  const price = evaluateProduct({ ...toCreditCase(input), table: 'PRICE' }, rules, terms);
  const sac = evaluateProduct({ ...toCreditCase(input), table: 'SAC' }, rules, terms);
  return {
    productName: row.name,
    bank: bankOf(row, row.is_demo),
    price: price.eligible ? withRows(price.result) : null,
    sac: sac.eligible ? withRows(sac.result) : null,
    reasons: price.eligible ? [] : price.reasons,
  };
}

/** Digits of the customer's document as stored (CPF/CNPJ, alphanumeric CNPJ upper-cased). */
export const normaliseDocument = (doc: string) => (/^[\d.\-/\s]+$/.test(doc) ? onlyDigits(doc) : doc.replace(/[^0-9a-z]/gi, '').toUpperCase());
