import type { z } from 'zod';
import type { ZBankPartnerInput } from '../../../shared/schemas/catalogue.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { storeImage } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './bank-partners.repository.ts';

export interface BankPartner {
  id: string;
  name: string;
  number: string;
  logoUrl: string | null;
  acceptsUnregisteredProperty: boolean;
  analysisWithoutDocs: boolean;
  financingExpenses: boolean;
  averageSlaMin: number;
  averageSlaMax: number;
  gracePeriod: number;
  /** Percent of income an instalment may take (30 = 30 %). */
  incomeCommitment: number;
  maxApplicants: number;
  minCityPopulation: number;
  minAssetValue: number;
  minCreditValue: number;
  acceptJuridicalPerson: boolean;
  availableIndexerList: string[];
  availableTableList: string[];
  availableAssetTypeList: string[];
  creditScore: number;
  isDemo: boolean;
}

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Banco parceiro não encontrado');

/** Two banks with one code would be two entries "(001)" in every bank picker: the code names one bank. */
async function refuseTakenNumber(db: Database, number: string, exceptId?: string): Promise<void> {
  if (await repo.bankNumberTaken(db, number, exceptId)) throw validationError('number', 'Já existe um banco parceiro com este código');
}
const percent = (fraction: string | null) => Math.round(Number(fraction) * 100 * 10000) / 10000;

export function toBankPartner(r: repo.BankPartnerRow): BankPartner {
  return {
    id: r.id,
    name: r.name,
    number: r.number,
    logoUrl: r.logo_path ? `/uploads/${r.logo_path}` : null,
    acceptsUnregisteredProperty: r.accepts_unregistered_property,
    analysisWithoutDocs: r.analysis_without_docs,
    financingExpenses: r.financing_expenses,
    averageSlaMin: r.average_sla_min,
    averageSlaMax: r.average_sla_max,
    gracePeriod: r.grace_period,
    incomeCommitment: percent(r.income_commitment),
    maxApplicants: r.max_applicants,
    minCityPopulation: r.min_city_population,
    minAssetValue: Number(r.min_asset_value),
    minCreditValue: Number(r.min_credit_value),
    acceptJuridicalPerson: r.accept_juridical_person,
    availableIndexerList: r.available_indexer_list,
    availableTableList: r.available_table_list,
    availableAssetTypeList: r.available_asset_type_list,
    creditScore: r.credit_score,
    isDemo: r.is_demo,
  };
}

export function toRow(input: z.output<typeof ZBankPartnerInput>): repo.NewBankPartner {
  return {
    name: input.name,
    number: input.number,
    accepts_unregistered_property: input.acceptsUnregisteredProperty,
    analysis_without_docs: input.analysisWithoutDocs,
    financing_expenses: input.financingExpenses,
    average_sla_min: input.averageSlaMin,
    average_sla_max: input.averageSlaMax,
    grace_period: input.gracePeriod,
    income_commitment: (input.incomeCommitment / 100).toFixed(4),
    max_applicants: input.maxApplicants,
    min_city_population: input.minCityPopulation,
    min_asset_value: input.minAssetValue.toFixed(2),
    min_credit_value: input.minCreditValue.toFixed(2),
    accept_juridical_person: input.acceptJuridicalPerson,
    available_indexer_list: input.availableIndexerList,
    available_table_list: input.availableTableList,
    available_asset_type_list: input.availableAssetTypeList,
    credit_score: input.creditScore,
  };
}

export async function list(deps: Deps, search?: string): Promise<BankPartner[]> {
  return (await repo.listBankPartners(deps.db, search)).map(toBankPartner);
}

export async function get(deps: Deps, id: string): Promise<BankPartner> {
  const row = await repo.findBankPartner(deps.db, id);
  if (!row) throw notFound();
  return toBankPartner(row);
}

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZBankPartnerInput>, meta: RequestMeta): Promise<{ message: string; bankPartner: BankPartner }> {
  const id = await deps.db.transaction().execute(async (trx) => {
    await refuseTakenNumber(trx, input.number);
    const newId = await repo.insertBankPartner(trx, toRow(input));
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bankPartner.create', entity: 'bankPartner', entityId: newId }, meta);
    return newId;
  });
  return { message: 'Banco parceiro cadastrado com sucesso!', bankPartner: await get(deps, id) };
}

export async function update(deps: Deps, user: AuthUser, id: string, input: z.output<typeof ZBankPartnerInput>, meta: RequestMeta): Promise<{ message: string; bankPartner: BankPartner }> {
  await deps.db.transaction().execute(async (trx) => {
    await refuseTakenNumber(trx, input.number, id);
    if (!(await repo.updateBankPartner(trx, id, toRow(input)))) throw notFound();
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bankPartner.update', entity: 'bankPartner', entityId: id }, meta);
  });
  // Every company's deals list shows its banks' names.
  deps.caches.dropEveryDealList();
  return { message: 'Banco parceiro atualizado com sucesso!', bankPartner: await get(deps, id) };
}

export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deactivateBankPartner(trx, id))) throw notFound();
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bankPartner.delete', entity: 'bankPartner', entityId: id }, meta);
  });
  deps.caches.dropEveryDealList();
  return { message: 'Banco parceiro excluído com sucesso!' };
}

/** Logo: an image (PNG, JPG, SVG or GIF) of at most 2 MB, checked by content. */
export async function uploadLogo(deps: Deps, user: AuthUser, id: string, bytes: Uint8Array, meta: RequestMeta, fileName?: string): Promise<{ message: string; logoUrl: string }> {
  const existing = await repo.findBankPartner(deps.db, id);
  if (!existing) throw notFound();
  const key = await storeImage(deps, 'logos', bytes, ['png', 'jpg', 'gif', 'svg'], fileName);
  await repo.updateBankPartner(deps.db, id, { logo_path: key });
  if (existing.logo_path) await deps.storage.remove(existing.logo_path).catch(() => undefined);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'bankPartner.upload_logo', entity: 'bankPartner', entityId: id }, meta);
  return { message: 'Logo atualizado!', logoUrl: `/uploads/${key}` };
}
