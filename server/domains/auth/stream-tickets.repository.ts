import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Keeps a new ticket (its hash only) and drops those long past their minute, so the table stays small. */
export async function insertStreamTicket(db: Database, t: { tokenHash: string; userId: string; sessionId: string; ttlSeconds: number }): Promise<void> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  await db
    .insertInto('stream_tickets')
    .values({ token_hash: t.tokenHash, user_id: t.userId, session_id: t.sessionId, expires_at: sql<Date>`now() + make_interval(secs => ${t.ttlSeconds})` })
    .execute();
}

/** Uses a ticket up: one atomic update, so two connections racing with the same ticket cannot both get it. */
export function consumeStreamTicket(db: Database, tokenHash: string) {
  return db
    .updateTable('stream_tickets')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
}
