import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExportMenu } from '../../../../components/ExportMenu.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import type { SearchProps } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { CustomersTable } from './CustomersTable.tsx';
import { type CustomersSearch, canViewCustomers, customersListInput } from './customers-search.ts';

/** /customers: everyone who appears in the deals the user can see, with how many deals and the latest one. */
export function CustomersScreen(props: SearchProps<CustomersSearch>) {
  usePageTitle('Clientes');
  const profile = useProfile();
  if (!canViewCustomers(profile.role.permissions)) return <Forbidden />;
  return <CustomersList {...props} />;
}

function CustomersList({ search, onSearchChange }: SearchProps<CustomersSearch>) {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.customers.list.queryOptions(customersListInput(search)), placeholderData: keepPreviousData });

  return (
    <ListScreen
      title="Clientes"
      description="Pessoas e empresas dos negócios que você acompanha, com os negócios e as simulações de cada uma."
      actions={<ExportMenu kind="customers" filters={{ search: search.search }} />}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Nome, CPF ou CNPJ"
      page={list.data}
      noun={['cliente', 'clientes']}
    >
      <CustomersTable {...listState(list, list.data?.items)} searching={!!search.search} />
    </ListScreen>
  );
}
