import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Records one hit for `key`. */
export async function insertHit(db: Database, key: string): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ key }).execute();
}

/** How many hits `key` had in the last `windowSeconds`, and when the oldest of them was. */
export async function hitsWithin(db: Database, key: string, windowSeconds: number): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

/** Forgets hits older than a day (no window is longer). */
export async function pruneOldHits(db: Database): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
