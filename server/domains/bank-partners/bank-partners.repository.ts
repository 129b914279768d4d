import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BankPartnersTable } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

export type BankPartnerRow = Selectable<BankPartnersTable>;
export type NewBankPartner = Insertable<BankPartnersTable>;

const COLUMNS = [
  'id',
  'name',
  'number',
  'logo_path',
  'accepts_unregistered_property',
  'analysis_without_docs',
  'financing_expenses',
  'average_sla_min',
  'average_sla_max',
  'grace_period',
  'income_commitment',
  'max_applicants',
  'min_city_population',
  'min_asset_value',
  'min_credit_value',
  'accept_juridical_person',
  'available_indexer_list',
  'available_table_list',
  'available_asset_type_list',
  'credit_score',
  'is_demo',
  'active',
  'created_at',
  'updated_at',
] as const;

export function listBankPartners(db: Database, search?: string) {
  let q = db.selectFrom('bank_partners').select(COLUMNS).where('active', '=', true);
  if (search) q = q.where((eb) => eb.or([foldedLike('name', containsPattern(search)), eb('number', '=', search)]));
  return q.orderBy('name').execute();
}

export function findBankPartner(db: Database, id: string) {
  return db.selectFrom('bank_partners').select(COLUMNS).where('id', '=', id).where('active', '=', true).executeTakeFirst();
}

/** Whether another active bank already has this code (FEBRABAN's three digits). */
export async function bankNumberTaken(db: Database, number: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('bank_partners').select('id').where('number', '=', number).where('active', '=', true);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertBankPartner(db: Database, row: NewBankPartner): Promise<string> {
  return (await db.insertInto('bank_partners').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBankPartner(db: Database, id: string, set: Partial<NewBankPartner>): Promise<boolean> {
  const r = await db
    .updateTable('bank_partners')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Soft delete: products and saved simulations keep pointing at it. */
export async function deactivateBankPartner(db: Database, id: string): Promise<boolean> {
  const r = await db.updateTable('bank_partners').set({ active: false, updated_at: sql`now()` }).where('id', '=', id).where('active', '=', true).executeTakeFirst();
  await db.updateTable('products').set({ active: false, updated_at: sql`now()` }).where('bank_partner_id', '=', id).execute();
  return Number(r.numUpdatedRows) > 0;
}

/** Which of `ids` are bank partners. */
export async function existingBankPartnerIds(db: Database, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('bank_partners').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function bankPartnersByIds(db: Database, ids: string[]): Promise<BankPartnerRow[]> {
  return ids.length ? db.selectFrom('bank_partners').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
}
