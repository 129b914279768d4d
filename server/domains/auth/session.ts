import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { verifyAccessToken } from './tokens.ts';

/** The signed-in user as procedures see it: identity, tenant and permissions, read fresh on every request. */
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
}

/**
 * Resolves a bearer header to the user. The session (refresh family) must still be live and the user active,
 * so logout, deactivation and password change end access tokens at once, not at their expiry.
 */
export async function authenticate(deps: Deps, header: string | undefined): Promise<AuthUser | null> {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, match[1]);
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.company_id', 'u.subsidiary_id', 'u.role_id', 'r.key as role_key', 'r.rank', 'u.policies_accepted_at'])
    .select((eb) =>
      eb
        .selectFrom('role_permissions as rp')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .whereRef('rp.role_id', '=', 'u.role_id')
        .select(sql<string[]>`coalesce(array_agg(p.module || '/' || p.action), '{}')`.as('perms'))
        .as('permissions'),
    )
    .where('u.id', '=', claims.sub)
    .where('u.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('refresh_tokens as t').select('t.id').where('t.family_id', '=', claims.sid).where('t.user_id', '=', claims.sub).where('t.revoked_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    subsidiaryId: row.subsidiary_id,
    roleId: row.role_id,
    roleKey: row.role_key,
    rank: row.rank,
    sessionId: claims.sid,
    permissions: new Set(row.permissions ?? []),
    policiesAccepted: row.policies_accepted_at !== null,
  };
}
