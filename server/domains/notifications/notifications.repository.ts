import type { Database } from '../../db/database.ts';

export interface NewNotification {
  userId: string;
  companyId: string;
  kind: string;
  title: string;
  body?: string;
  /** An app path the notice opens (e.g. /deal/<id>). */
  link?: string;
}

/** Leaves a notice for a user (inside the caller's transaction when given one). */
export async function notify(db: Database, n: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: n.userId, company_id: n.companyId, kind: n.kind, title: n.title, body: n.body ?? null, link: n.link ?? null })
    .execute();
}

/** The user's latest notices, newest first, and how many are unread. */
export async function latest(db: Database, userId: string, limit: number) {
  const [items, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', 'read_at as readAt', 'created_at as createdAt'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, unread: Number(unread.n) };
}

/** Marks the user's notices read: the given ones, or all. Another user's ids change nothing. */
export async function markRead(db: Database, userId: string, ids?: string[]): Promise<void> {
  let q = db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
}
