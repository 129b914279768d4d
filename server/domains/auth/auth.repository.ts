import { randomUUID } from 'node:crypto';
import { type InsertQueryBuilder, type InsertResult, type QueryCreator, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import { keepParsed } from '../../db/prepared-statements.ts';
import type { DB } from '../../db/schema.ts';
import { paidAccessEndsAt } from '../subscriptions/subscriptions.repository.ts';

export const LOGIN_WINDOW_MINUTES = 15;

export function findUserForLogin(db: Database, email: string) {
  return userForLogin(db, email.toLowerCase()).executeTakeFirst();
}

/** The account behind an e-mail, compared in lower case (`lowerEmail` is already lowered). */
function userForLogin(db: Database, lowerEmail: string) {
  return accountWithAccess(db).select(['u.password_hash']).where(sql`lower(u.email)`, '=', lowerEmail);
}

/** Whether a user may still work, as a refresh re-checks it: active, and what the affiliate's billing allows. */
export function findAccountAccess(db: Database, userId: string) {
  return accountWithAccess(db)
    .select(paidAccessEndsAt(sql.ref<string>('u.company_id')).as('paid_access_ends_at'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * A user with what decides whether they may work (subscriptions/account-access.ts), beside the company's paid access:
 * the affiliate's status and test period, and whether they may subscribe. The login reads the paid access with the
 * profile, while the password is being checked (auth.service.ts); the session behind a bearer token reads all of it
 * (session.repository.ts).
 */
export function accountWithAccess(db: Database) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
      .select(['u.id', 'u.company_id', 'u.active', 's.status as subsidiary_status', 's.test_end_at'])
      // Who may subscribe still signs in when the test period or the paid access is over: subscribing is how it goes on.
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
  );
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
 * What a login decides on before the password is checked, in one round trip: the attempt recorded as `pending`, then
 * counted (migration 2026-11-26T0040_open_login_attempt: the client's attempts run one at a time until each commits, so
 * parallel guesses each see the others' rows and none slips past the limit; it is then settled as failed, succeeded or
 * throttled), and the account behind the e-mail (undefined when unknown). Pending attempts count as failures:
 * - the client's failures across every account within the window (password spraying); a success does not reset it,
 *   otherwise a sprayer would sign in to an account of their own between rounds;
 * - among them, this account's since the pair's last success: attempts from other clients never count, so a stranger
 *   cannot lock the owner out (R14, docs/design/security.md).
 */
export async function openLoginAttempt(db: Database, email: string, ip: string) {
  const [row] = await loginChecks(db, email, email.toLowerCase(), ip);
  const failures = (count: number, oldest: Date | null): FailureCount => ({ count, oldest: oldest ? new Date(oldest) : null });
  return {
    attemptId: row.attempt_id,
    byPair: failures(row.pair_count, row.pair_oldest),
    byIp: failures(row.ip_count, row.ip_oldest),
    user:
      row.id === null
        ? undefined
        : {
            id: row.id,
            company_id: row.company_id!,
            password_hash: row.password_hash!,
            active: row.active!,
            subsidiary_status: row.subsidiary_status!,
            test_end_at: row.test_end_at,
            can_subscribe: row.can_subscribe!,
          },
  };
}

/** On the path before the password check: compiled once (db/compiled-once.ts). */
const loginChecks = compiledOnce(
  (db: Database, email: string, lowerEmail: string, ip: string) => sql<LoginChecksRow>`
    select f.*, u.id, u.company_id, u.password_hash, u.active, u.subsidiary_status, u.test_end_at, u.can_subscribe
    from open_login_attempt(${email}, ${ip}, ${LOGIN_WINDOW_MINUTES}) f
    left join lateral (${userForLogin(db, lowerEmail)}) u on true`,
  3,
);

type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserForLogin>>>;
type LoginChecksRow = { attempt_id: string; pair_count: number; pair_oldest: Date | null; ip_count: number; ip_oldest: Date | null } & { [K in keyof LoginUser]: LoginUser[K] | null };

/**
 * A successful login, in one statement: the attempt settled as succeeded, the session's first refresh token stored,
 * and the audit row written (data-modifying CTEs always run to completion). Built and compiled now, sent by the
 * returned function: a login prepares it while the password is being checked.
 */
export function prepareRecordLogin(db: Database, attemptId: string, t: NewRefreshToken, audit: (qc: QueryCreator<DB>) => InsertQueryBuilder<DB, 'audit_log', InsertResult>): () => Promise<void> {
  const compiled = db
    .with('audited', audit)
    .with('settled', (qc) => qc.updateTable('login_attempts').set({ status: 'succeeded' }).where('id', '=', attemptId))
    .insertInto('refresh_tokens')
    .values(refreshTokenRow(t))
    .compile();
  keepParsed(compiled.sql);
  return async () => {
    await db.executeQuery(compiled);
  };
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
  const row = refreshTokenRow(t);
  await db.insertInto('refresh_tokens').values(row).execute();
  return row.id;
}

const refreshTokenRow = (t: NewRefreshToken) => ({ id: randomUUID(), user_id: t.userId, family_id: t.familyId, token_hash: t.tokenHash, expires_at: t.expiresAt, user_agent: t.userAgent, ip: t.ip });

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

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllForUser(db: Database, userId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the user but one (the one changing the password stays signed in). */
export async function revokeOtherFamilies(db: Database, userId: string, keepFamilyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('family_id', '<>', keepFamilyId).where('revoked_at', 'is', null).execute();
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
