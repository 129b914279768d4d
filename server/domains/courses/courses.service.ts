import type { z } from 'zod';
import { COURSE_CATEGORY, type CourseCategory, type CourseStatus, courseStatusOf } from '../../../shared/courses.ts';
import { CALL_MESSAGES, COURSE_MESSAGES } from '../../../shared/messages.ts';
import type { ZCourseInput, ZCourseListRequest } from '../../../shared/schemas/courses.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import * as repo from './courses.repository.ts';

export interface CourseProgress {
  status: CourseStatus;
  percent: number;
  startedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date | null;
  certificateCode: string | null;
}

export interface Course {
  id: string;
  title: string;
  description: string;
  linkUrl: string | null;
  durationMinutes: number;
  category: CourseCategory;
  categoryLabel: string;
  mandatory: boolean;
  validityMonths: number | null;
  global: boolean;
  isDemo: boolean;
  /** Whether the current user may edit or delete it. */
  editable: boolean;
  /** The current user's own progress. */
  progress: CourseProgress;
}

export const courseNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', COURSE_MESSAGES.courseNotFound);

/** Global courses are the master's (course/manageGlobal); a company's, its administrators' (course/manage). */
function canEdit(user: AuthUser, companyId: string | null): boolean {
  if (companyId === null) return user.permissions.has('course/manageGlobal');
  return companyId === user.companyId && user.permissions.has('course/manage');
}

export function toCourse(r: repo.CourseRow, user: AuthUser, now = new Date()): Course {
  const status = courseStatusOf(r.progress_status ? { status: r.progress_status, expiresAt: r.expires_at } : null, now);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    linkUrl: r.link_url,
    durationMinutes: r.duration_minutes,
    category: r.category as CourseCategory,
    categoryLabel: COURSE_CATEGORY[r.category as CourseCategory] ?? r.category,
    mandatory: r.mandatory,
    validityMonths: r.validity_months,
    global: r.company_id === null,
    isDemo: r.is_demo,
    editable: canEdit(user, r.company_id),
    progress: {
      status,
      percent: r.percent ?? 0,
      startedAt: r.started_at ?? null,
      completedAt: r.completed_at ?? null,
      expiresAt: r.expires_at ?? null,
      certificateCode: r.certificate_code ?? null,
    },
  };
}

/** The catalogue the user sees, with their progress and how many of the mandatory ones are done. */
export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZCourseListRequest>) {
  const rows = await repo.listCourses(deps.db, user.companyId, user.id, { category: input.category, search: input.search || undefined });
  const now = new Date();
  const items = rows.map((r) => toCourse(r, user, now));
  const mandatory = items.filter((c) => c.mandatory);
  return {
    items,
    mandatoryTotal: mandatory.length,
    mandatoryCompleted: mandatory.filter((c) => c.progress.status === 'completed').length,
  };
}

export async function get(deps: Deps, user: AuthUser, id: string): Promise<Course> {
  const row = await repo.findCourse(deps.db, user.companyId, user.id, id);
  if (!row) throw courseNotFound();
  return toCourse(row, user);
}

function toValues(input: z.output<typeof ZCourseInput>) {
  return {
    title: input.title,
    description: input.description,
    link_url: input.linkUrl,
    duration_minutes: input.durationMinutes,
    category: input.category,
    mandatory: input.mandatory,
    validity_months: input.validityMonths,
  };
}

const masterOnly = () => new AppError('FORBIDDEN_ERROR', COURSE_MESSAGES.globalCourseMasterOnly);

export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZCourseInput>, meta: RequestMeta): Promise<{ message: string; course: Course }> {
  const companyId = input.global ? null : user.companyId;
  if (!canEdit(user, companyId)) throw input.global ? masterOnly() : new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.forbidden);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await repo.insertCourse(trx, { ...toValues(input), company_id: companyId, created_by: user.id });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'course.create', entity: 'course', entityId: newId, data: { global: input.global } }, meta);
    return newId;
  });
  return { message: COURSE_MESSAGES.courseCreated, course: await get(deps, user, id) };
}

/** A course the user may change: another company's answers 404 like a missing one; a global one needs the master. */
async function editable(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findCourse(deps.db, user.companyId, user.id, id);
  if (!row) throw courseNotFound();
  if (!canEdit(user, row.company_id)) throw masterOnly();
  return row;
}

export async function update(deps: Deps, user: AuthUser, id: string, input: z.output<typeof ZCourseInput>, meta: RequestMeta): Promise<{ message: string; course: Course }> {
  const row = await editable(deps, user, id);
  const companyId = input.global ? null : (row.company_id ?? user.companyId);
  // Moving a course between global and a company's is a global change too.
  if (companyId !== row.company_id && !user.permissions.has('course/manageGlobal')) throw masterOnly();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateCourse(trx, id, { ...toValues(input), company_id: companyId });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'course.update', entity: 'course', entityId: id }, meta);
  });
  return { message: COURSE_MESSAGES.courseUpdated, course: await get(deps, user, id) };
}

/** Deactivates the course: it leaves the catalogue, people's completions and certificates stay. */
export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta): Promise<{ message: string }> {
  await editable(deps, user, id);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateCourse(trx, id, { active: false });
    await recordAudit(trx, { companyId: user.companyId, actorUserId: user.id, action: 'course.delete', entity: 'course', entityId: id }, meta);
  });
  return { message: COURSE_MESSAGES.courseDeleted };
}
