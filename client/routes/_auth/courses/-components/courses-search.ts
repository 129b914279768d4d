import type { inferRouterOutputs } from '@trpc/server';
import { z } from 'zod';
import { COURSE_CATEGORIES } from '../../../../../shared/courses.ts';
import { can, type Permission } from '../../../../../shared/permissions.ts';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type CourseItem = Outputs['courses']['list']['items'][number];
export type TeamView = Outputs['courses']['team'];

/** The screen's state in the URL: which tab, and the filters of each (a filtered view can be reloaded and shared). */
export const coursesSearchSchema = z.object({
  tab: z.enum(['team']).optional().catch(undefined),
  category: z.enum(COURSE_CATEGORIES).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
  courseId: z.uuid().optional().catch(undefined),
  userId: z.uuid().optional().catch(undefined),
  page: z.number().int().min(2).max(100000).optional().catch(undefined),
});
export type CoursesSearch = z.infer<typeof coursesSearchSchema>;

export const TEAM_PAGE_SIZE = 20;

export const canManageCourses = (p: readonly Permission[]) => can(p, 'course', 'manage') || can(p, 'course', 'manageGlobal');
