import { type Insertable, sql } from 'kysely';
import { storedMarketingSchema } from '../../../shared/schemas/registration.ts';
import type { Database } from '../../db/database.ts';
import type { PreRegistrationsTable } from '../../db/schema.ts';

/** A pre-registration whose link still works: not used for a registration yet and not expired. */
export async function findLivePreRegistration(db: Database, tokenHash: string) {
  const row = await db
    .selectFrom('pre_registrations')
    .select(['id', 'name', 'email', 'cellphone', 'company_name', 'document', 'volume_of_operations', 'marketing'])
    .where('token_hash', '=', tokenHash)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row && { ...row, marketing: row.marketing === null ? null : storedMarketingSchema.parse(row.marketing) };
}

/** The link is used once: the registration it led to is kept with it. */
export async function completePreRegistration(db: Database, id: string, companyId: string): Promise<void> {
  await db.updateTable('pre_registrations').set({ completed_at: sql`now()`, company_id: companyId }).where('id', '=', id).execute();
}

export async function insertPreRegistration(db: Database, row: Insertable<PreRegistrationsTable>): Promise<string> {
  const created = await db.insertInto('pre_registrations').values(row).returning('id').executeTakeFirstOrThrow();
  return created.id;
}
