import type { Deps } from '../../deps.ts';
import { readCaches } from '../../lib/read-cache.ts';
import { accessEnded, accessEndsAt } from '../subscriptions/account-access.ts';
import { findSessionUser } from './session.repository.ts';
import { type AccessClaims, verifyAccessToken } from './tokens.ts';

/** The signed-in user as procedures see it: identity, tenant and permissions, current on every request (see authenticate). */
export interface AuthUser {
  id: string;
  companyId: string;
  subsidiaryId: string;
  roleId: string;
  roleKey: string;
  rank: number;
  sessionId: string;
  permissions: ReadonlySet<string>;
  policiesAccepted: boolean;
  /** Runs the platform itself (users.platform_operator): sees platform mail, changes billing state by hand. */
  platformOperator: boolean;
  /**
   * From when the account may not work (ms since the epoch: the test period's or the paid access's end), or null
   * (subscriptions/account-access.ts `accessEndsAt`). The passing of time is no change a cache hears of: every
   * request compares it with the clock.
   */
  accessEndsAt: number | null;
}

/**
 * Resolves a bearer header to the user. The session (refresh family) must still be live and the user active,
 * so logout, deactivation and password change end access tokens at once, not at their expiry. So does the end of the
 * account's access (its test period or the company's paid access, subscriptions/account-access.ts): from that instant
 * the token is refused as an expired one is, and the refresh it leads the browser to says why.
 *
 * With the instance's read caches on (the HTTP app), a session already resolved is answered from memory: every change
 * to what `readSession` reads (users, roles, permissions, refresh tokens, affiliates' billing state, subscriptions) is
 * published by the database in its own transaction and drops the user's entries on every instance, and the code making
 * such a change drops them on this instance before it answers (lib/read-cache.ts). Refused sessions are never cached.
 * An access that ends with the passing of time is no change: the instant it ends is part of the answer, compared with
 * the clock on every call, cached or not.
 */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthUser | null> {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, match[1]);
  if (!claims) return null;
  const cache = readCaches(deps)?.auth;
  const user = cache
    ? ((await cache.read(
        `${claims.sub} ${claims.sid}`,
        claims.sub,
        () => readSession(deps, claims),
        (u) => open(u as AuthUser | null) !== null,
      )) as AuthUser | null)
    : await readSession(deps, claims);
  return open(user);
}

/**
 * The user behind a session (refresh family) as it stands now, always from the database, never the cache: for what
 * outlives one request (a live board's stream re-checks it on every session change and on a timer). Null: ended, the
 * user inactive, or the account's access over.
 */
export async function currentSessionUser(deps: Deps, userId: string, sessionId: string): Promise<AuthUser | null> {
  return open(await readSession(deps, { sub: userId, sid: sessionId }));
}

/** The user, unless the account's access has ended by now. */
function open(user: AuthUser | null): AuthUser | null {
  return user && !accessEnded(user.accessEndsAt) ? user : null;
}

/** The user and session behind verified claims, read from the database (null: inactive user or session ended). */
async function readSession(deps: Deps, claims: AccessClaims): Promise<AuthUser | null> {
  const row = await findSessionUser(deps.db, claims.sub, claims.sid);
  if (!row) return null;
  // Shared by the requests the cache answers: nobody may change it.
  return Object.freeze({
    id: row.id,
    companyId: row.company_id,
    subsidiaryId: row.subsidiary_id,
    roleId: row.role_id,
    roleKey: row.role_key,
    rank: row.rank,
    sessionId: claims.sid,
    permissions: new Set(row.permissions ?? []),
    policiesAccepted: row.policies_accepted_at !== null,
    platformOperator: row.platform_operator,
    accessEndsAt: accessEndsAt(row),
  });
}
