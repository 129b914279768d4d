import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../components/list/use-route-search.ts';
import { CommissionsScreen } from './commissions/-components/CommissionsScreen.tsx';
import { commissionsSearchSchema, prefetchCommissions } from './commissions/-components/commissions-search.ts';

/**
 * /commissions (docs/design/product-spec.md §2): commissions per deal with their
 * flow, transactions, totals and the forecast.
 */
export const Route = createFileRoute('/_auth/commissions')({
  validateSearch: commissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCommissions(context.queryClient, context.trpc, deps),
  component: CommissionsRoute,
});

function CommissionsRoute() {
  return <CommissionsScreen {...useRouteSearch(Route)} />;
}
