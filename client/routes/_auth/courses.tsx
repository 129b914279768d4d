import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CoursesScreen } from './courses/-components/CoursesScreen.tsx';
import { type CoursesSearch, coursesSearchSchema } from './courses/-components/courses-search.ts';

/**
 * /courses (docs/design/product-spec.md §2): trainings with one's own progress and
 * certificates; the team's progress for managers.
 */
export const Route = createFileRoute('/_auth/courses')({
  validateSearch: coursesSearchSchema,
  component: CoursesRoute,
});

function CoursesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CoursesSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CoursesScreen search={search} onSearchChange={onSearchChange} />;
}
