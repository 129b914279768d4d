import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { UsersScreen } from '../../../components/users/UsersScreen.tsx';
import { prefetchUsersList, validateUsersSearch, type UsersSearch } from '../../../components/users/users-search.ts';

/** Same screen as /users, under the account area (spec §2 account/users). */
export const Route = createFileRoute('/_auth/account/users')({
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => prefetchUsersList(context.queryClient, context.trpc, deps),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: UsersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <UsersScreen search={search} onSearchChange={onSearchChange} />;
}
