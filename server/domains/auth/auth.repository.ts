import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export const LOGIN_WINDOW_MINUTES = 15;

export function findUserForLogin(db: Database, email: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.id', 'u.company_id', 'u.password_hash', 'u.active', 's.status as subsidiary_status', 's.test_end_at'])
    // Who may subscribe still signs in when the test period is over: the subscription is how the account goes on.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('role_permissions as rp')
            .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
            .whereRef('rp.role_id', '=', 'u.role_id')
            .where('p.module', '=', 'subscription')
            .where('p.action', '=', 'manage')
            .select('rp.role_id'),
        )
        .as('can_subscribe'),
    )
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertLoginAttempt(db: Database, email: string, ip: string): Promise<string> {
  const row = await db.insertInto('login_attempts').values({ email, ip, success: false }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoginSucceeded(db: Database, attemptId: string): Promise<void> {
  await db.updateTable('login_attempts').set({ success: true }).where('id', '=', attemptId).execute();
}

/**
 * Failures within the window since the last success, for one column (e-mail or IP), and the oldest one's time
 * (Retry-After counts from it).
 */
export async function recentFailures(db: Database, column: 'email' | 'ip', value: string): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where(column, '=', value)
    .where('success', '=', false)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
    .where(({ eb, selectFrom }) =>
      eb(
        'created_at',
        '>',
        selectFrom('login_attempts as s')
          .select(sql<Date>`coalesce(max(s.created_at), 'epoch'::timestamptz)`.as('last'))
          .where(`s.${column}`, '=', value)
          .where('s.success', '=', true),
      ),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertRefreshToken(db: Database, t: NewRefreshToken): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('refresh_tokens')
    .values({ id, user_id: t.userId, family_id: t.familyId, token_hash: t.tokenHash, expires_at: t.expiresAt, user_agent: t.userAgent, ip: t.ip })
    .execute();
  return id;
}

/** Marks a live token used, atomically: of many parallel calls with one token, exactly one gets the row. */
export function consumeRefreshToken(db: Database, tokenHash: string) {
  return db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id', 'family_id'])
    .executeTakeFirst();
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'used_at', 'revoked_at', 'expires_at', sql<number>`extract(epoch from (now() - used_at))::float8`.as('seconds_since_use')])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function setReplacedBy(db: Database, id: string, replacedBy: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ replaced_by: replacedBy }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllForUser(db: Database, userId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

export async function insertResetToken(db: Database, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_reset_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export async function countRecentResetTokens(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses a reset token once: only a live, unused, unexpired token is consumed, atomically. */
export function consumeResetToken(db: Database, tokenHash: string) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id'])
    .executeTakeFirst();
}

export async function setPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

export async function setPoliciesAccepted(db: Database, userId: string, version: string): Promise<void> {
  await db.updateTable('users').set({ policies_version: version, policies_accepted_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', userId).execute();
}
