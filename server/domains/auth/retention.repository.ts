import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Rows deleted per statement: a backlog (the first sweep of an old install) goes in short statements. */
const BATCH = 5_000;

/** What each table lost in one sweep. */
export interface RetentionPurge {
  loginAttempts: number;
  refreshTokens: number;
  resetTokens: number;
  unlockTokens: number;
}

export interface RetentionLimits {
  /** Login attempts older than this many days go (the throttle reads only the last 15 minutes). */
  loginAttemptDays: number;
  /** An expired refresh token goes once no access token of its session can still be alive: the access token's lifetime. */
  accessTokenTtlSeconds: number;
  /** Reset and unlock tokens go this many days after they expired. */
  expiredTokenDays: number;
}

/**
 * Deletes, in batches, what the sign-in machinery no longer needs (LGPD art. 16, docs/design/brazil.md: data kept only
 * as long as its purpose needs it): old login attempts (e-mail and IP of every try), refresh tokens past their
 * expiry, and expired password-reset and unlock tokens. None of them is read after these limits.
 */
export async function purgeExpired(db: Database, limits: RetentionLimits): Promise<RetentionPurge> {
  return {
    loginAttempts: await inBatches(db, 'login_attempts', sql`created_at < now() - make_interval(days => ${limits.loginAttemptDays})`),
    refreshTokens: await inBatches(db, 'refresh_tokens', sql`expires_at < now() - make_interval(secs => ${limits.accessTokenTtlSeconds})`),
    resetTokens: await inBatches(db, 'password_reset_tokens', sql`expires_at < now() - make_interval(days => ${limits.expiredTokenDays})`),
    unlockTokens: await inBatches(db, 'login_unlock_tokens', sql`expires_at < now() - make_interval(days => ${limits.expiredTokenDays})`),
  };
}

type PurgedTable = 'login_attempts' | 'refresh_tokens' | 'password_reset_tokens' | 'login_unlock_tokens';

async function inBatches(db: Database, table: PurgedTable, expired: ReturnType<typeof sql<boolean>>): Promise<number> {
  let total = 0;
  for (;;) {
    const { numDeletedRows } = await db
      .deleteFrom(table)
      .where('id', 'in', (qb) => qb.selectFrom(table).select('id').where(expired).limit(BATCH))
      .executeTakeFirstOrThrow();
    total += Number(numDeletedRows);
    if (numDeletedRows < BigInt(BATCH)) return total;
  }
}
