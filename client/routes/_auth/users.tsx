import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../components/list/use-route-search.ts';
import { UsersScreen } from '../../components/users/UsersScreen.tsx';
import { prefetchUsersList, validateUsersSearch } from '../../components/users/users-search.ts';

export const Route = createFileRoute('/_auth/users')({
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => prefetchUsersList(context.queryClient, context.trpc, deps),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersScreen {...useRouteSearch(Route)} />;
}
