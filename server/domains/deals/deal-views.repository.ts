import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Whether the audit log already has this user opening this deal within the last `minutes`. */
export async function viewedRecently(db: Database, userId: string, dealId: string, minutes: number): Promise<boolean> {
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_user_id', '=', userId)
    .where('entity_id', '=', dealId)
    .where('action', '=', 'deal.view')
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .executeTakeFirst();
  return recent !== undefined;
}
