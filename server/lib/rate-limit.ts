import { minutes } from '../../shared/plural.ts';
import type { Database } from '../db/database.ts';
import { AppError } from './errors.ts';
import { hitsWithin, insertHit, pruneOldHits } from './rate-limit.repository.ts';

/**
 * Every rate limit of the app: at most `max` hits in `windowSeconds`, counted per bucket and per who (an address, a
 * deal, a user). Public procedures take theirs with `rateLimited(bucket)` (trpc/init.ts); a limit that is not at a
 * procedure's boundary (an Express route, a key only the service knows) calls `rateLimit` itself.
 */
export const RATE_LIMITS = {
  /** A CEP lookup: each miss of the cache is a call to a third-party provider. */
  cep: { max: 120, windowSeconds: 600 },
  /** A visitor's simulation through a broker's public link (it may add a lead). */
  'public-simulation': { max: 30, windowSeconds: 600 },
  /** A proposal opened through its public link (tokens tried one after the other). */
  'proposal-view': { max: 120, windowSeconds: 600 },
  /** A deal sent through a broker's public link: per address and hour, enough for a family, not for a script. */
  'public-deal': { max: 10, windowSeconds: 3600 },
  /** The customer's tracking page. */
  'tracking-view': { max: 120, windowSeconds: 600 },
  /** Files sent through one deal's tracking link (per deal, not per address). */
  'tracking-upload': { max: 60, windowSeconds: 3600 },
  /** The customer's own data through the tracking link (LGPD art. 18 II). */
  'tracking-data': { max: 20, windowSeconds: 600 },
  /** The customer asking for erasure through the tracking link (art. 18 VI). */
  'tracking-erasure': { max: 5, windowSeconds: 3600 },
  /** /cadastro: per address and hour, enough for an office, too few for a script. */
  registration: { max: 10, windowSeconds: 3600 },
  /** /cadastro's password check on its access step (each try of a new password asks once). */
  'password-check': { max: 60, windowSeconds: 600 },
  /** /pre-cadastro. */
  'pre-registration': { max: 10, windowSeconds: 3600 },
  /** What a pre-registration link pre-fills. */
  'pre-registration-read': { max: 60, windowSeconds: 600 },
  /** What an affiliate's registration link shows. */
  'affiliate-invite': { max: 60, windowSeconds: 600 },
  /** /cadastro-filial. */
  'affiliate-registration': { max: 10, windowSeconds: 3600 },
  /** A certificate checked by its code and holder's name (/certificados): codes tried one after the other. */
  'certificate-check': { max: 30, windowSeconds: 600 },
  /** The sandbox's card tokenisation (per user): it must not become a card-checking oracle. */
  'payment-tokenize': { max: 30, windowSeconds: 600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/**
 * Counts a hit of `who` in `bucket` and refuses (429) past the bucket's limit. Counters live in PostgreSQL so every
 * app instance shares them. The hit is recorded before counting, so parallel requests cannot slip past.
 */
export async function rateLimit(db: Database, bucket: RateLimitBucket, who: string): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const key = `${bucket}:${who}`;
  await insertHit(db, key);
  const { count, oldest } = await hitsWithin(db, key, windowSeconds);
  if (count > max) {
    const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + windowSeconds * 1000 - Date.now()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS_ERROR', `Muitas solicitações. Tente novamente em ${minutes(Math.ceil(retryAfter / 60))}`, { retryAfter });
  }
  // Old hits are pruned now and then by whoever passes by.
  if (Math.random() < 0.01) await pruneOldHits(db);
}
