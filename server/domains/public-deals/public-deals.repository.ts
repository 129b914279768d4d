import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * One public submission per broker at a time until the transaction ends, so two tabs sending the same CPF cannot
 * both pass the duplicate check.
 */
export async function lockBrokerSubmissions(trx: Database, brokerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`public-deal:${brokerId}`}))`.execute(trx);
}
