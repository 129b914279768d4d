import { createFileRoute } from '@tanstack/react-router';
import { readSession } from '../../../../lib/session.ts';
import { DealPage } from './-components/DealPage.tsx';
import { canReadDeals, dealQuery, isDealId } from './-components/deal-query.ts';

export const Route = createFileRoute('/_auth/deal/$dealId/')({
  // The deal starts loading with the route's code; the page reads the same query.
  loader: ({ context, params }) => {
    if (isDealId(params.dealId) && canReadDeals(readSession()?.user.role.permissions)) void context.queryClient.prefetchQuery(dealQuery(context.trpc, params.dealId));
  },
  component: DealRoute,
});

function DealRoute() {
  const { dealId } = Route.useParams();
  return <DealPage dealId={dealId} />;
}
