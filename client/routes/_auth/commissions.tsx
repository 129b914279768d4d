import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CommissionsScreen } from './commissions/-components/CommissionsScreen.tsx';
import { commissionsSearchSchema, prefetchCommissions, type CommissionsSearch } from './commissions/-components/commissions-search.ts';

/** /commissions (spec §2): commissions per deal with their flow, transactions, totals and the forecast. */
export const Route = createFileRoute('/_auth/commissions')({
  validateSearch: commissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCommissions(context.queryClient, context.trpc, deps),
  component: CommissionsRoute,
});

function CommissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CommissionsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CommissionsScreen search={search} onSearchChange={onSearchChange} />;
}
