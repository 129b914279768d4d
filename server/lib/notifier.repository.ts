import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** NOTIFY on `channel` within the caller's transaction (or connection): PostgreSQL delivers it at commit. */
export async function pgNotify(db: Database, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
