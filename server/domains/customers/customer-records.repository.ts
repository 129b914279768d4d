import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DealPersonColumns } from '../../db/schema.ts';

/**
 * The customer records as other domains reach them (privacy requests, tasks): the customers domain owns the table,
 * so whoever needs a customer's row or name asks here.
 */

/** A customer of the company, every column (the data subject's file). */
export function findCompanyCustomer(db: Database, companyId: string, id: string) {
  return db.selectFrom('customers').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

/** The customers' names by id (ids of another company's customers are never passed: callers filter by tenant first). */
export async function customerNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Replaces the person of a customer record by what stays once anonymised, stamped with the database's clock. */
export async function anonymiseCustomerRecord(db: Database, id: string, person: Updateable<DealPersonColumns>): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...person, anonymised_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
