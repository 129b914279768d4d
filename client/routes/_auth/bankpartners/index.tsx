import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { can } from '../../../../shared/permissions.ts';
import { readSession } from '../../../lib/session.ts';
import { bankPartnersListInput, validateBankPartnersSearch, type BankPartnersSearch } from './-components/bank-partners-search.ts';
import { BankPartnersScreen } from './-components/BankPartnersScreen.tsx';

export const Route = createFileRoute('/_auth/bankpartners/')({
  validateSearch: validateBankPartnersSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => {
    if (can(readSession()?.user.role.permissions, 'bankPartner', 'view'))
      void context.queryClient.prefetchQuery(context.trpc.bankPartners.list.queryOptions(bankPartnersListInput(deps)));
  },
  component: BankPartnersRoute,
});

function BankPartnersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: BankPartnersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <BankPartnersScreen search={search} onSearchChange={onSearchChange} />;
}
