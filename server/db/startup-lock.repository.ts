import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Waits for the session-level advisory lock `key` on this connection (released only by `releaseAdvisoryLock`). */
export async function acquireAdvisoryLock(conn: Database, key: number): Promise<void> {
  await sql`select pg_advisory_lock(${key})`.execute(conn);
}

export async function releaseAdvisoryLock(conn: Database, key: number): Promise<void> {
  await sql`select pg_advisory_unlock(${key})`.execute(conn);
}
