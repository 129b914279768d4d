import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../shared/permissions.ts';
import { readSession } from '../../../../lib/session.ts';
import { EditDealPage } from '../-components/DealWizardPages.tsx';
import { editableQuery, isUuid } from '../-components/wizard-queries.ts';

export const Route = createFileRoute('/_auth/deal/$dealId/edit/{-$step}')({
  // The deal starts loading with the route's code; moving between steps keeps it (same query).
  loader: ({ context, params }) => {
    if (isUuid(params.dealId) && can(readSession()?.user.role.permissions, 'deal', 'update')) void context.queryClient.prefetchQuery(editableQuery(context.trpc, params.dealId));
  },
  component: DealEditRoute,
});

function DealEditRoute() {
  const { dealId, step } = Route.useParams();
  return <EditDealPage dealId={dealId} step={step} />;
}
