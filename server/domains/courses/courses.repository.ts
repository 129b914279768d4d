import { type Insertable, sql, type Updateable } from 'kysely';
import type { CourseCategory } from '../../../shared/courses.ts';
import type { Database } from '../../db/database.ts';
import type { CoursesTable } from '../../db/schema.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';

const COURSE_COLUMNS = [
  'c.id',
  'c.company_id',
  'c.title',
  'c.description',
  'c.link_url',
  'c.duration_minutes',
  'c.category',
  'c.mandatory',
  'c.validity_months',
  'c.active',
  'c.is_demo',
  'c.created_at',
] as const;
const PROGRESS_COLUMNS = ['p.status as progress_status', 'p.percent', 'p.started_at', 'p.completed_at', 'p.expires_at', 'p.certificate_code'] as const;

/** Courses a company's people see: the global ones and the company's own. */
function visible(db: Database, companyId: string, opts: { includeInactive?: boolean } = {}) {
  let q = db.selectFrom('courses as c').where((eb) => eb.or([eb('c.company_id', 'is', null), eb('c.company_id', '=', companyId)]));
  if (!opts.includeInactive) q = q.where('c.active', '=', true);
  return q;
}

export interface CourseFilters {
  category?: CourseCategory;
  search?: string;
}

/** Visible courses with the user's own progress: mandatory first, then by category and title. */
export function listCourses(db: Database, companyId: string, userId: string, f: CourseFilters) {
  let q = visible(db, companyId)
    .leftJoin('course_progress as p', (j) => j.onRef('p.course_id', '=', 'c.id').on('p.user_id', '=', userId))
    .select([...COURSE_COLUMNS, ...PROGRESS_COLUMNS]);
  if (f.category) q = q.where('c.category', '=', f.category);
  if (f.search) {
    const like = containsPattern(f.search);
    q = q.where((eb) => eb.or([foldedLike('c.title', like), foldedLike('c.description', like)]));
  }
  // A catalogue of trainings is small; the cap only guards the page against a runaway table.
  return q.orderBy('c.mandatory', 'desc').orderBy('c.category').orderBy('c.title').orderBy('c.id').limit(500).execute();
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];

export function findCourse(db: Database, companyId: string, userId: string, id: string, opts: { includeInactive?: boolean } = {}) {
  return visible(db, companyId, opts)
    .leftJoin('course_progress as p', (j) => j.onRef('p.course_id', '=', 'c.id').on('p.user_id', '=', userId))
    .select([...COURSE_COLUMNS, ...PROGRESS_COLUMNS])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function insertCourse(db: Database, values: Insertable<CoursesTable>): Promise<string> {
  const row = await db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(db: Database, id: string, set: Updateable<CoursesTable>): Promise<void> {
  await db
    .updateTable('courses')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Progress: every write is conditional on the current status, so two tabs (or two requests) cannot complete a
// course twice or overwrite a completion.

/** Starts a course (no-op when a row exists); true when this call created it. */
export async function startProgress(db: Database, courseId: string, userId: string): Promise<boolean> {
  const row = await db
    .insertInto('course_progress')
    .values({ course_id: courseId, user_id: userId, status: 'in_progress', percent: 0 })
    .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Takes an expired completion back to the start (the person retakes the course); false when it is not expired. */
export async function restartExpired(db: Database, courseId: string, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('course_progress')
    .set({ status: 'in_progress', percent: 0, started_at: sql`now()`, completed_at: null, expires_at: null, certificate_code: null, updated_at: sql`now()` })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Sets the percent of a course in progress; false when it is not in progress. */
export async function setPercent(db: Database, courseId: string, userId: string, percent: number): Promise<boolean> {
  const row = await db
    .updateTable('course_progress')
    .set({ percent, updated_at: sql`now()` })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** Completes a course in progress with its verification code and validity; false when it is not in progress. */
export async function completeProgress(db: Database, courseId: string, userId: string, code: string, validityMonths: number | null): Promise<boolean> {
  const row = await db
    .updateTable('course_progress')
    .set({
      status: 'completed',
      percent: 100,
      completed_at: sql`now()`,
      expires_at: validityMonths ? sql<Date>`now() + make_interval(months => ${validityMonths}::int)` : null,
      certificate_code: code,
      updated_at: sql`now()`,
    })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** A completion with what its certificate states: person, company, course (even if since deleted) and code. */
export function findCertificate(db: Database, companyId: string, userId: string, courseId: string) {
  return visible(db, companyId, { includeInactive: true })
    .innerJoin('course_progress as p', (j) => j.onRef('p.course_id', '=', 'c.id').on('p.user_id', '=', userId))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('companies as co', 'co.id', 'u.company_id')
    .select(['c.id', 'c.title', 'c.duration_minutes', 'c.category', 'u.name as user_name', 'co.name as company_name', 'p.completed_at', 'p.expires_at', 'p.certificate_code'])
    .where('c.id', '=', courseId)
    .where('p.status', '=', 'completed')
    .executeTakeFirst();
}

/** The completed course behind a certificate's verification code (certificate_code is unique), with its holder's name. */
export function findCertificateByCode(db: Database, code: string) {
  return db
    .selectFrom('course_progress as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['c.title', 'c.duration_minutes', 'u.name as user_name', 'p.completed_at', 'p.expires_at'])
    .where('p.certificate_code', '=', code)
    .where('p.status', '=', 'completed')
    .executeTakeFirst();
}
