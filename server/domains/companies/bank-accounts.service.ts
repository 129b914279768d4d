import type { z } from 'zod';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { BANKS } from '../../../shared/options.ts';
import type { BankAccountItem, ZBankAccountCreateRequest, ZBankAccountUpdateRequest } from '../../../shared/schemas/company.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './bank-accounts.repository.ts';

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.bankAccountNotFound);

/** The company's bank accounts (where commissions are paid), the main one first. */
export async function list(db: Database, companyId: string): Promise<BankAccountItem[]> {
  const rows = await repo.listBankAccounts(db, companyId);
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
    await repo.lockCompanyAccounts(trx, user.companyId);
    const existing = await repo.hasBankAccount(trx, user.companyId);
    const id = await repo.insertBankAccount(trx, user.companyId, columns(input));
    if (input.main || !existing) await repo.makeMainBankAccount(trx, user.companyId, id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.create', entity: 'bank_account', entityId: id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountSaved, accounts: await list(deps.db, user.companyId) };
}

export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZBankAccountUpdateRequest>, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockCompanyAccounts(trx, user.companyId);
    const target = await repo.findBankAccountForUpdate(trx, user.companyId, input.id);
    if (!target) throw notFound();
    await repo.updateBankAccount(trx, target.id, columns(input));
    // Unticking "main" on the main account would leave none: it stays main until another is chosen.
    if (input.main && !target.main) await repo.makeMainBankAccount(trx, user.companyId, target.id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.update', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountSaved, accounts: await list(deps.db, user.companyId) };
}

export async function setMain(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockCompanyAccounts(trx, user.companyId);
    const target = await repo.findBankAccountForUpdate(trx, user.companyId, id);
    if (!target) throw notFound();
    await repo.makeMainBankAccount(trx, user.companyId, target.id);
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.set_main', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountMainChanged, accounts: await list(deps.db, user.companyId) };
}

/** Deletes an account; when it was the main one, the oldest remaining becomes main. */
export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string; accounts: BankAccountItem[] }> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockCompanyAccounts(trx, user.companyId);
    const target = await repo.findBankAccountForUpdate(trx, user.companyId, id);
    if (!target) throw notFound();
    await repo.deleteBankAccount(trx, target.id);
    if (target.main) {
      const next = await repo.oldestBankAccountId(trx, user.companyId);
      if (next) await repo.makeMainBankAccount(trx, user.companyId, next);
    }
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'bank_account.delete', entity: 'bank_account', entityId: target.id }, meta);
  });
  return { message: CALL_MESSAGES.bankAccountDeleted, accounts: await list(deps.db, user.companyId) };
}
