import { createFileRoute } from '@tanstack/react-router';
import { readSession } from '../../../lib/session.ts';
import { NewDealPage } from './-components/DealWizardPages.tsx';
import { newDealSearch, simulationQuery } from './-components/wizard-queries.ts';

export const Route = createFileRoute('/_auth/deal/new')({
  validateSearch: newDealSearch,
  loaderDeps: ({ search }) => ({ simulationId: search.simulationId }),
  // The simulation that prefills the deal starts loading with the route's code.
  loader: ({ context, deps }) => {
    if (deps.simulationId && readSession()) void context.queryClient.prefetchQuery(simulationQuery(context.trpc, deps.simulationId));
  },
  component: DealNewRoute,
});

function DealNewRoute() {
  const search = Route.useSearch();
  return <NewDealPage {...search} />;
}
