import type { z } from 'zod';
import type { ZProductInput, ZProductListRequest } from '../../../shared/schemas/catalogue.ts';
import type { Page } from '../../../shared/schemas/common.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { findBankPartner } from '../bank-partners/bank-partners.repository.ts';
import * as repo from './products.repository.ts';

export interface Product {
  id: string;
  name: string;
  global: boolean;
  financialInstitutionId: string;
  bank: { id: string; name: string; number: string; logoUrl: string | null };
  segment: string;
  type: string;
  /** Rates in percent (1.19 = 1,19 %), money in reais. */
  fee: number;
  feeType: 'monthly' | 'annual';
  table: string;
  indexer: string;
  insurer: string;
  administrationFee: number;
  expenseType: 'fixed' | 'percentage';
  expenseValueFixed: number;
  expenseValuePercentage: number;
  ltv: number;
  approveJuridicalPerson: boolean;
  minAssetValue: number;
  minCreditValue: number;
  maxFee: number;
  minFee: number;
  deadlineMin: number;
  deadlineMax: number;
  availableAssetType: string[];
  mipRate: number;
  dfiRate: number;
  isDemo: boolean;
  valuationFee: number;
  contractFee: number;
  lienRegistrationFee: number;
  tariffsFinanced: boolean;
  acceptedTables: string[];
  /** Percent; null = `ltv`. */
  ltvPrice: number | null;
  ltvSac: number | null;
  housingSystem: string | null;
  /** Whether the current user may edit or delete it. */
  editable: boolean;
}

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Produto não encontrado');
const pct = (v: string | null) => Math.round(Number(v) * 100 * 1e6) / 1e6;
const frac = (v: number, digits: number) => (v / 100).toFixed(digits);

/** Global products are the master's; a company's own products, whoever in it may update products. */
function canEdit(user: AuthUser, row: { company_id: string | null }): boolean {
  if (row.company_id === null) return user.permissions.has('product/manageGlobal');
  return row.company_id === user.companyId && (user.permissions.has('product/update') || user.permissions.has('product/manageGlobal'));
}

export function toProduct(r: repo.ProductRow, user: AuthUser): Product {
  return {
    id: r.id,
    name: r.name,
    global: r.company_id === null,
    financialInstitutionId: r.bank_partner_id,
    bank: { id: r.bank_partner_id, name: r.bank_name, number: r.bank_number, logoUrl: r.bank_logo_path ? `/uploads/${r.bank_logo_path}` : null },
    segment: r.segment,
    type: r.type,
    fee: pct(r.fee),
    feeType: r.fee_type as Product['feeType'],
    table: r.table,
    indexer: r.indexer,
    insurer: r.insurer,
    administrationFee: Number(r.administration_fee),
    expenseType: r.expense_type as Product['expenseType'],
    expenseValueFixed: Number(r.expense_value_fixed),
    expenseValuePercentage: pct(r.expense_value_percentage),
    ltv: pct(r.ltv),
    approveJuridicalPerson: r.approve_juridical_person,
    minAssetValue: Number(r.min_asset_value),
    minCreditValue: Number(r.min_credit_value),
    maxFee: pct(r.max_fee),
    minFee: pct(r.min_fee),
    deadlineMin: r.deadline_min,
    deadlineMax: r.deadline_max,
    availableAssetType: r.available_asset_type,
    mipRate: pct(r.mip_rate),
    dfiRate: pct(r.dfi_rate),
    isDemo: r.is_demo,
    valuationFee: Number(r.valuation_fee),
    contractFee: Number(r.contract_fee),
    lienRegistrationFee: Number(r.lien_registration_fee),
    tariffsFinanced: r.tariffs_financed,
    acceptedTables: r.accepted_tables,
    ltvPrice: r.ltv_price === null ? null : pct(r.ltv_price),
    ltvSac: r.ltv_sac === null ? null : pct(r.ltv_sac),
    housingSystem: r.housing_system,
    editable: canEdit(user, r),
  };
}

function toRow(input: z.output<typeof ZProductInput>): Omit<repo.NewProduct, 'company_id'> {
  return {
    bank_partner_id: input.financialInstitutionId,
    name: input.name,
    segment: input.segment,
    type: input.type,
    fee: frac(input.fee, 8),
    fee_type: input.feeType,
    table: input.table,
    indexer: input.indexer,
    insurer: input.insurer,
    administration_fee: input.administrationFee.toFixed(2),
    expense_type: input.expenseType,
    expense_value_fixed: input.expenseValueFixed.toFixed(2),
    expense_value_percentage: frac(input.expenseValuePercentage, 6),
    ltv: frac(input.ltv, 4),
    approve_juridical_person: input.approveJuridicalPerson,
    min_asset_value: input.minAssetValue.toFixed(2),
    min_credit_value: input.minCreditValue.toFixed(2),
    max_fee: frac(input.maxFee, 8),
    min_fee: frac(input.minFee, 8),
    deadline_min: input.deadlineMin,
    deadline_max: input.deadlineMax,
    available_asset_type: input.availableAssetType,
    mip_rate: frac(input.mipRate, 8),
    dfi_rate: frac(input.dfiRate, 8),
    ...(input.valuationFee !== undefined ? { valuation_fee: input.valuationFee.toFixed(2) } : {}),
    ...(input.contractFee !== undefined ? { contract_fee: input.contractFee.toFixed(2) } : {}),
    ...(input.lienRegistrationFee !== undefined ? { lien_registration_fee: input.lienRegistrationFee.toFixed(2) } : {}),
    ...(input.tariffsFinanced !== undefined ? { tariffs_financed: input.tariffsFinanced } : {}),
    ...(input.acceptedTables !== undefined ? { accepted_tables: [...new Set(input.acceptedTables)] } : {}),
    ...(input.ltvPrice !== undefined ? { ltv_price: input.ltvPrice === null ? null : frac(input.ltvPrice, 4) } : {}),
    ...(input.ltvSac !== undefined ? { ltv_sac: input.ltvSac === null ? null : frac(input.ltvSac, 4) } : {}),
    ...(input.housingSystem !== undefined ? { housing_system: input.housingSystem } : {}),
  };
}

async function requireBank(deps: Deps, id: string): Promise<void> {
  if (!(await findBankPartner(deps.db, id))) throw validationError('financialInstitutionId', 'Selecione uma instituição parceira');
}

export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZProductListRequest>): Promise<Page<Product>> {
  const { rows, total } = await repo.listProducts(deps.db, user.companyId, { search: input.search, type: input.type, bankPartnerId: input.financialInstitutionId }, input.page, input.size);
  return { items: rows.map((r) => toProduct(r, user)), total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
}

export async function get(deps: Deps, user: AuthUser, id: string): Promise<Product> {
  const row = await repo.findVisibleProduct(deps.db, user.companyId, id);
  if (!row) throw notFound();
  return toProduct(row, user);
}

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZProductInput>, meta: RequestMeta): Promise<{ message: string; product: Product }> {
  if (input.global && !user.permissions.has('product/manageGlobal')) throw new AppError('FORBIDDEN_ERROR', 'Somente o master cadastra produtos globais');
  await requireBank(deps, input.financialInstitutionId);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await repo.insertProduct(trx, { ...toRow(input), company_id: input.global ? null : user.companyId });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'product.create', entity: 'product', entityId: newId, data: { global: input.global } }, meta);
    return newId;
  });
  return { message: 'Produto cadastrado com sucesso!', product: await get(deps, user, id) };
}

async function editableRow(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findVisibleProduct(deps.db, user.companyId, id);
  if (!row) throw notFound();
  if (!canEdit(user, row)) throw new AppError('FORBIDDEN_ERROR', 'Produtos globais só podem ser alterados pelo master');
  return row;
}

export async function update(deps: Deps, user: AuthUser, id: string, input: z.output<typeof ZProductInput>, meta: RequestMeta): Promise<{ message: string; product: Product }> {
  const row = await editableRow(deps, user, id);
  await requireBank(deps, input.financialInstitutionId);
  const global = row.company_id === null;
  if (input.global !== global && !user.permissions.has('product/manageGlobal')) throw new AppError('FORBIDDEN_ERROR', 'Somente o master cadastra produtos globais');
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateProduct(trx, id, { ...toRow(input), company_id: input.global ? null : (row.company_id ?? user.companyId) });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'product.update', entity: 'product', entityId: id }, meta);
  });
  return { message: 'Produto atualizado com sucesso!', product: await get(deps, user, id) };
}

export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  await editableRow(deps, user, id);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateProduct(trx, id, { active: false });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'product.delete', entity: 'product', entityId: id }, meta);
  });
  return { message: 'Produto excluído com sucesso!' };
}
