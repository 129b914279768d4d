import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { minutes } from '../../shared/plural.ts';
import { AppError } from './errors.ts';

/**
 * Counts a hit for `key` and refuses (429) past `max` hits in `windowSeconds`. Counters live in PostgreSQL so
 * every app instance shares them. The hit is recorded before counting, so parallel requests cannot slip past.
 */
export async function rateLimit(db: Database, key: string, max: number, windowSeconds: number): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ key }).execute();
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  if (Number(row.count) > max) {
    const oldest = row.oldest ? new Date(row.oldest as Date).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - Date.now()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS_ERROR', `Muitas solicitações. Tente novamente em ${minutes(Math.ceil(retryAfter / 60))}`, { retryAfter });
  }
  // Old hits are pruned now and then by whoever passes by.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limit_hits').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}
