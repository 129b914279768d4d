import type { Deps } from '../../deps.ts';
import { readCaches } from '../../lib/read-cache.ts';
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
}

/**
 * Resolves a bearer header to the user. The session (refresh family) must still be live and the user active,
 * so logout, deactivation and password change end access tokens at once, not at their expiry.
 *
 * With the instance's read caches on (the HTTP app), a session already resolved is answered from memory: every change
 * to what `readSession` reads (users, roles, permissions, refresh tokens) is published by the database in its own
 * transaction and drops the user's entries on every instance, and the code making such a change drops them on this
 * instance before it answers (lib/read-cache.ts). Refused sessions are never cached.
 */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthUser | null> {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, match[1]);
  if (!claims) return null;
  const cache = readCaches(deps)?.auth;
  if (!cache) return readSession(deps, claims);
  return (await cache.read(
    `${claims.sub} ${claims.sid}`,
    claims.sub,
    () => readSession(deps, claims),
    (user) => user !== null,
  )) as AuthUser | null;
}

/**
 * The user behind a session (refresh family) as it stands now, always from the database, never the cache: for what
 * outlives one request (a live board's stream re-checks it on every session change). Null: ended, or the user inactive.
 */
export function currentSessionUser(deps: Deps, userId: string, sessionId: string): Promise<AuthUser | null> {
  return readSession(deps, { sub: userId, sid: sessionId });
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
  });
}
