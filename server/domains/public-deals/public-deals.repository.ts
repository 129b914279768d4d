import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * One public submission per broker at a time until the transaction ends, so two sends of one tab (same submission key)
 * make one deal, and each proposal sees the earlier ones of the same person.
 */
export async function lockBrokerSubmissions(trx: Database, brokerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`public-deal:${brokerId}`}))`.execute(trx);
}

/** The proposal this broker received with this submission key (its SHA-256), if any. */
export function findSubmissionByKey(trx: Database, broker: { id: string; company_id: string }, keyHash: string) {
  return trx.selectFrom('deals').select(['id', 'number']).where('company_id', '=', broker.company_id).where('owner_id', '=', broker.id).where('public_submission_key', '=', keyHash).executeTakeFirst();
}

export async function setSubmissionKey(trx: Database, dealId: string, keyHash: string): Promise<void> {
  await trx.updateTable('deals').set({ public_submission_key: keyHash }).where('id', '=', dealId).execute();
}
