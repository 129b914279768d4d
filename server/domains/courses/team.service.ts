import type { z } from 'zod';
import { type CourseStatus, completionPercent, courseStatusOf } from '../../../shared/courses.ts';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { ZCourseTeamRequest } from '../../../shared/schemas/courses.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import { courseNotFound } from './courses.service.ts';
import * as repo from './team.repository.ts';

/**
 * Whose progress a manager sees (course/viewTeam): with user/viewCompany (administrators, account and operational
 * managers, master) the whole company; otherwise (affiliate administrators) their own affiliate.
 */
export function teamScope(user: AuthUser): repo.TeamScope {
  return user.permissions.has('user/viewCompany') ? { companyId: user.companyId } : { companyId: user.companyId, subsidiaryId: user.subsidiaryId };
}

export interface TeamCell {
  courseId: string;
  status: CourseStatus;
  percent: number;
  completedAt: Date | null;
  expiresAt: Date | null;
  certificateCode: string | null;
}

/**
 * People × courses of the manager's team: one page of people with a cell per course, and totals over everyone in
 * the filters — per course (completed, in progress) and the share of mandatory courses completed.
 */
export async function team(deps: Deps, user: AuthUser, input: z.output<typeof ZCourseTeamRequest>) {
  const scope = teamScope(user);
  const filters: repo.TeamFilters = { userId: input.userId, search: input.search || undefined };
  const [courses, members] = await Promise.all([repo.teamCourses(deps.db, user.companyId, input.courseId), repo.listMembers(deps.db, scope)]);
  if (input.courseId && courses.length === 0) throw courseNotFound();
  // Someone outside the team (another affiliate or company) answers like a missing person.
  if (input.userId && !members.some((m) => m.id === input.userId)) throw new AppError('ENTITY_NOT_FOUND_ERROR', CALL_MESSAGES.userNotFound);

  const courseIds = courses.map((c) => c.id);
  const [total, people, perCourse] = await Promise.all([
    repo.countPeople(deps.db, scope, filters),
    repo.pagePeople(deps.db, scope, filters, input.page, input.size),
    repo.courseTotals(deps.db, scope, filters, courseIds),
  ]);
  const progress = await repo.progressOf(
    deps.db,
    people.map((p) => p.id),
    courseIds,
  );
  const byCell = new Map(progress.map((p) => [`${p.user_id}:${p.course_id}`, p]));
  const now = new Date();
  const mandatoryIds = new Set(courses.filter((c) => c.mandatory).map((c) => c.id));

  const rows = people.map((person) => {
    const cells: TeamCell[] = courses.map((c) => {
      const p = byCell.get(`${person.id}:${c.id}`);
      return {
        courseId: c.id,
        status: courseStatusOf(p ? { status: p.status, expiresAt: p.expires_at } : null, now),
        percent: p?.percent ?? 0,
        completedAt: p?.completed_at ?? null,
        expiresAt: p?.expires_at ?? null,
        certificateCode: p?.certificate_code ?? null,
      };
    });
    const mandatoryCompleted = cells.filter((cell) => mandatoryIds.has(cell.courseId) && cell.status === 'completed').length;
    return {
      id: person.id,
      name: person.name,
      subsidiaryName: person.subsidiary_name,
      cells,
      mandatoryCompleted,
      mandatoryTotal: mandatoryIds.size,
      mandatoryPercent: completionPercent(mandatoryCompleted, mandatoryIds.size),
    };
  });

  const totalsByCourse = new Map(perCourse.map((t) => [t.course_id, t]));
  const completedMandatory = perCourse.filter((t) => mandatoryIds.has(t.course_id)).reduce((n, t) => n + Number(t.completed), 0);
  const expected = total * mandatoryIds.size;
  return {
    courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      mandatory: c.mandatory,
      completed: Number(totalsByCourse.get(c.id)?.completed ?? 0),
      inProgress: Number(totalsByCourse.get(c.id)?.in_progress ?? 0),
    })),
    members,
    people: rows,
    totals: {
      people: total,
      mandatoryCourses: mandatoryIds.size,
      mandatoryCompleted: completedMandatory,
      mandatoryExpected: expected,
      mandatoryPercent: completionPercent(completedMandatory, expected),
    },
    scope: scope.subsidiaryId ? ('subsidiary' as const) : ('company' as const),
    page: input.page,
    size: input.size,
    total,
    totalPages: Math.ceil(total / input.size),
  };
}
