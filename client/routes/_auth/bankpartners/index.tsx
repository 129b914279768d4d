import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../shared/permissions.ts';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { readSession } from '../../../lib/session.ts';
import { BankPartnersScreen } from './-components/BankPartnersScreen.tsx';
import { bankPartnersListInput, validateBankPartnersSearch } from './-components/bank-partners-search.ts';

export const Route = createFileRoute('/_auth/bankpartners/')({
  validateSearch: validateBankPartnersSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => {
    if (can(readSession()?.user.role.permissions, 'bankPartner', 'view')) void context.queryClient.prefetchQuery(context.trpc.bankPartners.list.queryOptions(bankPartnersListInput(deps)));
  },
  component: BankPartnersRoute,
});

function BankPartnersRoute() {
  return <BankPartnersScreen {...useRouteSearch(Route)} />;
}
