import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SoftwareReleasesTable } from '../../db/schema.ts';

const COLUMNS = ['r.id', 'r.version', 'r.released_on', 'r.title', 'r.highlights', 'r.type', 'r.created_at', 'r.updated_at'] as const;

/** Newest first: by release date as shown (never after `today`, 'YYYY-MM-DD'), then by when it was published. */
export function listReleases(db: Database, today: string) {
  return db.selectFrom('software_releases as r').select(COLUMNS).orderBy(sql`least(r.released_on, ${today}::date)`, 'desc').orderBy('r.created_at', 'desc').orderBy('r.id').limit(500).execute();
}

export type ReleaseRow = Awaited<ReturnType<typeof listReleases>>[number];

export function findRelease(db: Database, id: string) {
  return db.selectFrom('software_releases as r').select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export function findByVersion(db: Database, version: string) {
  return db.selectFrom('software_releases').select('id').where(sql`lower(version)`, '=', version.toLowerCase()).executeTakeFirst();
}

export async function insertRelease(db: Database, values: Insertable<SoftwareReleasesTable>): Promise<string> {
  return (await db.insertInto('software_releases').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRelease(db: Database, id: string, set: Updateable<SoftwareReleasesTable>): Promise<void> {
  await db
    .updateTable('software_releases')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteRelease(db: Database, id: string): Promise<void> {
  await db.deleteFrom('software_releases').where('id', '=', id).execute();
}

/**
 * The newest release, and whether the user has not seen it: never opened the notes, or something was published
 * after they last did.
 */
export async function unseenFor(db: Database, userId: string, today: string) {
  const latest = await db
    .selectFrom('software_releases as r')
    .select(['r.id', 'r.version', 'r.title'])
    .orderBy(sql`least(r.released_on, ${today}::date)`, 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return { latest: null, unseen: false };
  const fresh = await db
    .selectFrom('software_releases as r')
    .select('r.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('release_views as v').select('v.user_id').where('v.user_id', '=', userId).whereRef('v.seen_at', '>=', 'r.created_at'))))
    .limit(1)
    .executeTakeFirst();
  return { latest, unseen: !!fresh };
}

/** The user has seen the notes up to now (and the newest of them). */
export async function markSeen(db: Database, userId: string, latestId: string | null): Promise<void> {
  await db
    .insertInto('release_views')
    .values({ user_id: userId, last_seen_release_id: latestId, seen_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_release_id: latestId, seen_at: sql`now()` }))
    .execute();
}
