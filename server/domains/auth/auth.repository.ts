import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export const LOGIN_WINDOW_MINUTES = 15;

export function findUserForLogin(db: Database, email: string) {
  return (
    db
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
      .executeTakeFirst()
  );
}

/**
 * Records an attempt as `pending` before the password is checked: parallel guesses each see the others' rows when
 * they count, so none slips past the limit. It is then settled as failed, succeeded or throttled.
 */
export async function insertLoginAttempt(db: Database, email: string, ip: string): Promise<string> {
  const row = await db.insertInto('login_attempts').values({ email, ip, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function settleLoginAttempt(db: Database, attemptId: string, status: 'failed' | 'succeeded' | 'throttled'): Promise<void> {
  await db.updateTable('login_attempts').set({ status }).where('id', '=', attemptId).execute();
}

export interface FailureCount {
  count: number;
  /** The oldest counted attempt's time: Retry-After counts from it. */
  oldest: Date | null;
}

const windowStart = () => sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;

/**
 * Failures (pending ones included, see insertLoginAttempt) of one account from one client within the window, since
 * that pair's last success. Attempts from other clients never count: a stranger cannot lock the owner out (R14,
 * docs/design/security.md).
 */
export async function recentPairFailures(db: Database, email: string, ip: string): Promise<FailureCount> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('status', 'in', ['pending', 'failed'])
    .where('created_at', '>', windowStart())
    .where(({ eb, selectFrom }) =>
      eb(
        'created_at',
        '>',
        selectFrom('login_attempts as s')
          .select(sql<Date>`coalesce(max(s.created_at), 'epoch'::timestamptz)`.as('last'))
          .where('s.email', '=', email)
          .where('s.ip', '=', ip)
          .where('s.status', '=', 'succeeded'),
      ),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

/**
 * Failures from one client across every account within the window (password spraying). A success does not reset it:
 * otherwise a sprayer would sign in to an account of their own between rounds.
 */
export async function recentIpFailures(db: Database, ip: string): Promise<FailureCount> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('ip', '=', ip)
    .where('status', 'in', ['pending', 'failed'])
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

/** Forgets an account's failures from every client (unlock by e-mail). */
export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.updateTable('login_attempts').set({ status: 'cleared' }).where('email', '=', email.toLowerCase()).where('status', '=', 'failed').execute();
}

export async function insertUnlockToken(db: Database, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('login_unlock_tokens').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export async function countRecentUnlockTokens(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('login_unlock_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', windowStart())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses an unlock token once: only a live, unused, unexpired token is consumed, atomically. Returns its user. */
export function consumeUnlockToken(db: Database, tokenHash: string) {
  return db
    .with('used', (w) =>
      w
        .updateTable('login_unlock_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id'),
    )
    .selectFrom('used')
    .innerJoin('users as u', 'u.id', 'used.user_id')
    .select(['u.id', 'u.email', 'u.company_id'])
    .executeTakeFirst();
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
  await db.insertInto('refresh_tokens').values({ id, user_id: t.userId, family_id: t.familyId, token_hash: t.tokenHash, expires_at: t.expiresAt, user_agent: t.userAgent, ip: t.ip }).execute();
  return id;
}

/** The family a refresh token belongs to (no lock: only to know which family lock to take). */
export function findRefreshTokenFamily(db: Database, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Serializes every rotation and reuse check of one family until the transaction ends: a revocation then sees every
 * successor committed before it, and no two refreshes of one family lock its rows in opposite orders.
 */
export async function lockFamily(trx: Database, familyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${familyId}))`.execute(trx);
}

/** A presented refresh token's row, locked for the transaction, with its age since use and its successor's state. */
export function lockRefreshToken(trx: Database, tokenHash: string) {
  return trx
    .selectFrom('refresh_tokens as t')
    .leftJoin('refresh_tokens as n', 'n.id', 't.replaced_by')
    .select([
      't.id',
      't.user_id',
      't.family_id',
      't.used_at',
      't.revoked_at',
      't.successor_ciphertext',
      sql<boolean>`t.expires_at <= now()`.as('expired'),
      sql<number | null>`extract(epoch from (clock_timestamp() - t.used_at))::float8`.as('seconds_since_use'),
      sql<boolean>`n.id is not null and n.used_at is null and n.revoked_at is null and n.expires_at > now()`.as('successor_live'),
    ])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate('t')
    .executeTakeFirst();
}

/** Marks a token used and keeps its successor (sealed) for the grace window. */
export async function markRotated(trx: Database, id: string, replacedBy: string, successorCiphertext: string): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ used_at: sql`now()`, replaced_by: replacedBy, successor_ciphertext: successorCiphertext }).where('id', '=', id).execute();
}

/** Once a successor is used, its predecessor no longer hands it out: the sealed copy goes. */
export async function wipeSuccessorOf(trx: Database, successorId: string): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ successor_ciphertext: null }).where('replaced_by', '=', successorId).where('successor_ciphertext', 'is not', null).execute();
}

/** Sealed successors whose grace window is over are wiped (they would only ever be refused). */
export async function wipeStaleSuccessors(db: Database, graceSeconds: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ successor_ciphertext: null })
    .where('successor_ciphertext', 'is not', null)
    .where('used_at', '<', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
    .execute();
}

export async function isUserActive(db: Database, userId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('active').where('id', '=', userId).executeTakeFirst();
  return user?.active === true;
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
