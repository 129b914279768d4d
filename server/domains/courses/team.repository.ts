import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

/** Whose progress a manager sees: the whole company, or one affiliate (always from the session). */
export type TeamScope = { companyId: string; subsidiaryId?: string };

export interface TeamFilters {
  userId?: string;
  search?: string;
}

/** Active people of the scope, optionally one person or a name search. */
function people(db: Database, scope: TeamScope, f: TeamFilters = {}) {
  let q = db.selectFrom('users as u').where('u.company_id', '=', scope.companyId).where('u.active', '=', true);
  if (scope.subsidiaryId) q = q.where('u.subsidiary_id', '=', scope.subsidiaryId);
  if (f.userId) q = q.where('u.id', '=', f.userId);
  if (f.search) q = q.where(foldedLike('u.name', containsPattern(f.search)));
  return q;
}

/** Everyone in the scope (id and name), for the person filter. */
export function listMembers(db: Database, scope: TeamScope) {
  return people(db, scope).select(['u.id', 'u.name']).orderBy('u.name').orderBy('u.id').limit(1000).execute();
}

export async function countPeople(db: Database, scope: TeamScope, f: TeamFilters): Promise<number> {
  const row = await people(db, scope, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of people with their affiliate's name. */
export function pagePeople(db: Database, scope: TeamScope, f: TeamFilters, page: number, size: number) {
  return people(db, scope, f)
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.id', 'u.name', 's.fantasy_name as subsidiary_name'])
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

/** The courses of the matrix (visible to the company, active), optionally one. */
export function teamCourses(db: Database, companyId: string, courseId?: string) {
  let q = db
    .selectFrom('courses as c')
    .select(['c.id', 'c.title', 'c.mandatory', 'c.category'])
    .where('c.active', '=', true)
    .where((eb) => eb.or([eb('c.company_id', 'is', null), eb('c.company_id', '=', companyId)]));
  if (courseId) q = q.where('c.id', '=', courseId);
  return q.orderBy('c.mandatory', 'desc').orderBy('c.category').orderBy('c.title').orderBy('c.id').limit(200).execute();
}

/** Progress rows of some people in some courses (the cells of one page). */
export function progressOf(db: Database, userIds: string[], courseIds: string[]) {
  if (!userIds.length || !courseIds.length) return Promise.resolve([]);
  return db
    .selectFrom('course_progress as p')
    .select(['p.course_id', 'p.user_id', 'p.status', 'p.percent', 'p.started_at', 'p.completed_at', 'p.expires_at', 'p.certificate_code'])
    .where('p.user_id', 'in', userIds)
    .where('p.course_id', 'in', courseIds)
    .execute();
}

/**
 * Per course, over every person of the filters (not only the page): how many completed it (and are still within
 * its validity) and how many are doing it.
 */
export function courseTotals(db: Database, scope: TeamScope, f: TeamFilters, courseIds: string[]) {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .selectFrom('course_progress as p')
    .where('p.course_id', 'in', courseIds)
    .where('p.user_id', 'in', people(db, scope, f).select('u.id'))
    .select([
      'p.course_id',
      sql<number>`count(*) filter (where p.status = 'completed' and (p.expires_at is null or p.expires_at > now()))`.as('completed'),
      sql<number>`count(*) filter (where p.status = 'in_progress')`.as('in_progress'),
    ])
    .groupBy('p.course_id')
    .execute();
}
