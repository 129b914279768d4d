import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import { paidAccessEndsAt } from '../subscriptions/subscriptions.repository.ts';
import { accountWithAccess } from './auth.repository.ts';

/**
 * The active user behind a live session (refresh family), with its role and permissions as `module/action` and what
 * decides until when the account may work (subscriptions/account-access.ts); undefined when the user is inactive or
 * the session ended.
 */
export async function findSessionUser(db: Database, userId: string, sessionId: string) {
  const [row] = await sessionUser(db, userId, sessionId);
  return row;
}

/** Every authenticated request runs it (unless the read cache answers): compiled once (db/compiled-once.ts). */
const sessionUser = compiledOnce(
  (db: Database, userId: string, sessionId: string) =>
    accountWithAccess(db)
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.subsidiary_id', 'u.role_id', 'r.key as role_key', 'r.rank', 'u.policies_accepted_at', 'u.platform_operator'])
      .select(paidAccessEndsAt(sql.ref<string>('u.company_id')).as('paid_access_ends_at'))
      .select((eb) =>
        eb
          .selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .whereRef('rp.role_id', '=', 'u.role_id')
          .select(sql<string[]>`coalesce(array_agg(p.module || '/' || p.action), '{}')`.as('perms'))
          .as('permissions'),
      )
      .where('u.id', '=', userId)
      .where('u.active', '=', true)
      .where((eb) => eb.exists(eb.selectFrom('refresh_tokens as t').select('t.id').where('t.family_id', '=', sessionId).where('t.user_id', '=', userId).where('t.revoked_at', 'is', null))),
  2,
);
