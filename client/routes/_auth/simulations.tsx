import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../components/list/use-route-search.ts';
import { SimulationsScreen } from './simulations/-components/SimulationsScreen.tsx';
import { prefetchSimulations, simulationsSearchSchema } from './simulations/-components/simulations-search.ts';

export const Route = createFileRoute('/_auth/simulations')({
  validateSearch: simulationsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSimulations(context.queryClient, context.trpc, deps),
  component: SimulationsRoute,
});

function SimulationsRoute() {
  return <SimulationsScreen {...useRouteSearch(Route)} />;
}
