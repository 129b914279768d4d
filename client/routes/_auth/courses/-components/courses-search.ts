import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { COURSE_CATEGORIES, type CourseCategory } from '../../../../../shared/courses.ts';
import { can, type Permission } from '../../../../../shared/permissions.ts';
import { searchOneOf, searchPage, searchText, searchUuid } from '../../../../lib/search-params.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type CourseItem = Outputs['courses']['list']['items'][number];
export type TeamView = Outputs['courses']['team'];

/** The screen's state in the URL: which tab, and the filters of each (a filtered view can be reloaded and shared). */
export interface CoursesSearch {
  tab?: 'team';
  category?: CourseCategory;
  search?: string;
  courseId?: string;
  userId?: string;
  page?: number;
}

export function coursesSearchSchema(raw: Record<string, unknown>): CoursesSearch {
  return {
    tab: searchOneOf(['team'] as const, raw.tab),
    category: searchOneOf(COURSE_CATEGORIES, raw.category),
    search: searchText(raw.search),
    courseId: searchUuid(raw.courseId),
    userId: searchUuid(raw.userId),
    page: searchPage(raw.page),
  };
}

export const TEAM_PAGE_SIZE = 20;

export const canManageCourses = (p: readonly Permission[]) => can(p, 'course', 'manage') || can(p, 'course', 'manageGlobal');
