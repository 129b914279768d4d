import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../shared/permissions.ts';
import { readSession } from '../../../lib/session.ts';
import { InstitutionPage } from './-components/InstitutionPage.tsx';
import { institutionProductsQuery, institutionQuery, isBankId } from './-components/institution-queries.ts';

export const Route = createFileRoute('/_auth/instituicao-financeira/$id')({
  // The bank and its products start loading with the route's code; the page reads the same queries.
  loader: ({ context, params }) => {
    const permissions = readSession()?.user.role.permissions;
    if (!isBankId(params.id) || !can(permissions, 'bankPartner', 'view')) return;
    void context.queryClient.prefetchQuery(institutionQuery(context.trpc, params.id));
    if (can(permissions, 'product', 'view')) void context.queryClient.prefetchQuery(institutionProductsQuery(context.trpc, params.id));
  },
  component: InstitutionRoute,
});

function InstitutionRoute() {
  const { id } = Route.useParams();
  return <InstitutionPage id={id} />;
}
