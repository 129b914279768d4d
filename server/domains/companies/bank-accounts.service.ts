import { sql } from 'kysely';
import type { z } from 'zod';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { BANKS } from '../../../shared/options.ts';
import type { BankAccountItem, ZBankAccountCreateRequest, ZBankAccountUpdateRequest } from '../../../shared/schemas/company.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.bankAccountNotFound);

/** The company's bank accounts (where commissions are paid), the main one first. */
export async function list(db: Database, companyId: string): Promise<BankAccountItem[]> {
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'name', 'main', 'bank', 'agency_number', 'agency_digit', 'account_number', 'account_digit'])
    .where('company_id', '=', companyId)
    .orderBy('main', 'desc')
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    main: r.main,
    bank: r.bank,
    bankName: BANKS[r.bank as keyof typeof BANKS] ?? r.bank,
    agencyNumber: r.agency_number,
    agencyDigit: r.agency_digit,
    accountNumber: r.account_number,
    accountDigit: r.account_digit,
  }));
}

function find(db: Database, companyId: string, id: string) {
  return db.selectFrom('bank_accounts').select(['id', 'main']).where('id', '=', id).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
}

/** Makes `id` the only main account: the others are unset first (one main per company, also by a unique index). */
async function makeMain(db: Database, companyId: string, id: string): Promise<void> {
  await db.updateTable('bank_accounts').set({ main: false }).where('company_id', '=', companyId).where('main', '=', true).where('id', '!=', id).execute();
  await db.updateTable('bank_accounts').set({ main: true, updated_at: sql`now()` }).where('id', '=', id).execute();
}

const columns = (i: z.output<typeof ZBankAccountCreateRequest>) => ({
  name: i.name,
  bank: i.bank,
  agency_number: i.agencyNumber,
  agency_digit: i.agencyDigit,
  account_number: i.accountNumber,
  account_digit: i.accountDigit,
});

/** Adds an account; the company's first account is its main one whatever was asked. */
export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZBankAccountCreateRequest>, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    // Serialises changes to one company's accounts, so "the first is main" holds with parallel requests.
    await sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${user.companyId}`}))`.execute(trx);
    const existing = await trx.selectFrom('bank_accounts').select('id').where('company_id', '=', user.companyId).executeTakeFirst();
    const row = await trx.insertInto('bank_accounts').values({ company_id: user.companyId, ...columns(input), main: false }).returning('id').executeTakeFirstOrThrow();
    if (input.main || !existing) await makeMain(trx, user.companyId, row.id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.create', entity: 'bank_account', entityId: row.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountSaved, accounts: await list(deps.db, user.companyId) };
}

export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZBankAccountUpdateRequest>, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${user.companyId}`}))`.execute(trx);
    const target = await find(trx, user.companyId, input.id);
    if (!target) throw notFound();
    await trx.updateTable('bank_accounts').set({ ...columns(input), updated_at: sql`now()` }).where('id', '=', target.id).execute();
    // Unticking "main" on the main account would leave none: it stays main until another is chosen.
    if (input.main && !target.main) await makeMain(trx, user.companyId, target.id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.update', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountSaved, accounts: await list(deps.db, user.companyId) };
}

export async function setMain(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${user.companyId}`}))`.execute(trx);
    const target = await find(trx, user.companyId, id);
    if (!target) throw notFound();
    await makeMain(trx, user.companyId, target.id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.set_main', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountMainChanged, accounts: await list(deps.db, user.companyId) };
}

/** Deletes an account; when it was the main one, the oldest remaining becomes main. */
export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`bank-accounts:${user.companyId}`}))`.execute(trx);
    const target = await find(trx, user.companyId, id);
    if (!target) throw notFound();
    await trx.deleteFrom('bank_accounts').where('id', '=', target.id).execute();
    if (target.main) {
      const next = await trx.selectFrom('bank_accounts').select('id').where('company_id', '=', user.companyId).orderBy('created_at').orderBy('id').executeTakeFirst();
      if (next) await makeMain(trx, user.companyId, next.id);
    }
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.delete', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountDeleted, accounts: await list(deps.db, user.companyId) };
}
