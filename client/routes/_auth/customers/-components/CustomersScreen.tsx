import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ExportMenu } from '../../../../components/ExportMenu.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { PaginationBar } from '../../../../components/PaginationBar.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { canViewCustomers, customersListInput, type CustomersSearch } from './customers-search.ts';
import { CustomersTable } from './CustomersTable.tsx';

interface CustomersScreenProps {
  search: CustomersSearch;
  onSearchChange: (next: CustomersSearch) => void;
}

/** /customers: everyone who appears in the deals the user can see, with how many deals and the latest one. */
export function CustomersScreen(props: CustomersScreenProps) {
  usePageTitle('Clientes');
  const profile = useProfile();
  if (!canViewCustomers(profile.role.permissions)) return <Forbidden />;
  return <CustomersList {...props} />;
}

function CustomersList({ search, onSearchChange }: CustomersScreenProps) {
  const trpc = useTRPC();
  // The search box filters as the user types, once they pause.
  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange({ ...search, search: debounced || undefined, page: undefined });
  }, [debounced, search, onSearchChange]);

  const list = useQuery({ ...trpc.customers.list.queryOptions(customersListInput(search)), placeholderData: keepPreviousData });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Clientes</Title>
          <Text c="dimmed">Pessoas e empresas dos negócios que você acompanha, com os negócios e as simulações de cada uma.</Text>
        </Stack>
        <ExportMenu kind="customers" filters={{ search: search.search }} />
      </Group>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          <TextInput
            label="Buscar"
            placeholder="Nome, CPF ou CNPJ"
            type="search"
            maw={420}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <CustomersTable
            items={list.data?.items}
            loading={list.isFetching}
            searching={!!search.search}
            onRetry={list.isError ? () => void list.refetch() : undefined}
          />
          {list.data ? (
            <PaginationBar
              page={search.page ?? 1}
              totalPages={list.data.totalPages}
              total={list.data.total}
              noun={list.data.total === 1 ? 'cliente' : 'clientes'}
              onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
