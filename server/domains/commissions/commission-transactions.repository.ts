import { type Insertable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CommissionTransactionsTable } from '../../db/schema.ts';

export function transactionsOf(db: Database, commissionId: string) {
  return db
    .selectFrom('commission_transactions')
    .select(['id', 'receiver', 'description', 'amount_cents', 'due_date', 'status', 'flow', 'paid_at', 'created_at'])
    .where('commission_id', '=', commissionId)
    .orderBy('due_date')
    .orderBy('created_at')
    .execute();
}

export function findCompanyTransaction(db: Database, companyId: string, id: string) {
  return db.selectFrom('commission_transactions').select(['id', 'commission_id', 'status']).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

export async function insertTransaction(db: Database, row: Insertable<CommissionTransactionsTable>): Promise<string> {
  const created = await db.insertInto('commission_transactions').values(row).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** Pays or cancels a transaction still pending (a settled one is left as it is). */
export async function settleTransaction(db: Database, id: string, status: 'PAID' | 'CANCELED'): Promise<void> {
  await db
    .updateTable('commission_transactions')
    .set({ status, paid_at: status === 'PAID' ? sql`now()` : null })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** A cancelled commission takes its pending transactions with it (paid ones stay). */
export async function cancelPendingTransactions(db: Database, commissionId: string): Promise<void> {
  await db.updateTable('commission_transactions').set({ status: 'CANCELED' }).where('commission_id', '=', commissionId).where('status', '=', 'PENDING').execute();
}
