import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BankAccountsTable } from '../../db/schema.ts';

type AccountColumns = Pick<Insertable<BankAccountsTable>, 'name' | 'bank' | 'agency_number' | 'agency_digit' | 'account_number' | 'account_digit'>;

/** Serialises changes to one company's accounts until the transaction ends, so "the first is main" holds with parallel requests. */
export async function lockCompanyAccounts(trx: Database, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${companyId}`}))`.execute(trx);
}

/** The company's accounts, the main one first, then the oldest. */
export function listBankAccounts(db: Database, companyId: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'name', 'main', 'bank', 'agency_number', 'agency_digit', 'account_number', 'account_digit'])
    .where('company_id', '=', companyId)
    .orderBy('main', 'desc')
    .orderBy('created_at')
    .execute();
}

/** One account of the company, locked for the rest of the transaction. */
export function findBankAccountForUpdate(db: Database, companyId: string, id: string) {
  return db.selectFrom('bank_accounts').select(['id', 'main']).where('id', '=', id).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
}

export async function hasBankAccount(db: Database, companyId: string): Promise<boolean> {
  return !!(await db.selectFrom('bank_accounts').select('id').where('company_id', '=', companyId).executeTakeFirst());
}

/** The company's oldest account (the next main one when the main account goes). */
export async function oldestBankAccountId(db: Database, companyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('bank_accounts').select('id').where('company_id', '=', companyId).orderBy('created_at').orderBy('id').executeTakeFirst();
  return row?.id;
}

/** A new account, not main (`makeMainBankAccount` decides that). */
export async function insertBankAccount(db: Database, companyId: string, columns: AccountColumns): Promise<string> {
  const row = await db
    .insertInto('bank_accounts')
    .values({ company_id: companyId, ...columns, main: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBankAccount(db: Database, id: string, columns: AccountColumns): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set({ ...columns, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteBankAccount(db: Database, id: string): Promise<void> {
  await db.deleteFrom('bank_accounts').where('id', '=', id).execute();
}

/** Makes `id` the only main account: the others are unset first (one main per company, also by a unique index). */
export async function makeMainBankAccount(db: Database, companyId: string, id: string): Promise<void> {
  await db.updateTable('bank_accounts').set({ main: false }).where('company_id', '=', companyId).where('main', '=', true).where('id', '!=', id).execute();
  await db.updateTable('bank_accounts').set({ main: true, updated_at: sql`now()` }).where('id', '=', id).execute();
}
