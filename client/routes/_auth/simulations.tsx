import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SimulationsScreen } from './simulations/-components/SimulationsScreen.tsx';
import { prefetchSimulations, simulationsSearchSchema, type SimulationsSearch } from './simulations/-components/simulations-search.ts';

export const Route = createFileRoute('/_auth/simulations')({
  validateSearch: simulationsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSimulations(context.queryClient, context.trpc, deps),
  component: SimulationsRoute,
});

function SimulationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SimulationsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SimulationsScreen search={search} onSearchChange={onSearchChange} />;
}
