import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { UsersScreen } from '../../../components/users/UsersScreen.tsx';
import { prefetchUsersList, validateUsersSearch } from '../../../components/users/users-search.ts';

/** Same screen as /users, under the account area (docs/design/product-spec.md §2 account/users). */
export const Route = createFileRoute('/_auth/account/users')({
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => prefetchUsersList(context.queryClient, context.trpc, deps),
  component: UsersRoute,
});

function UsersRoute() {
  return <UsersScreen {...useRouteSearch(Route)} />;
}
