import { Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChartLine, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import type { Product } from '../../../../components/catalogue/catalogue-types.ts';
import { ProductsTable } from '../../../../components/catalogue/ProductsTable.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { PaginationBar } from '../../../../components/PaginationBar.tsx';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { isProductType, isUuid, productsListInput, type ProductsSearch } from './products-search.ts';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';

const TYPE_OPTIONS = optionsOf(PRODUCT_TYPE);

interface ProductsScreenProps {
  search: ProductsSearch;
  onSearchChange: (next: ProductsSearch) => void;
}

/** /products: the company's own products and the global ones, filtered by text, type and bank. */
export function ProductsScreen(props: ProductsScreenProps) {
  usePageTitle('Produtos');
  const profile = useProfile();
  if (!can(profile.role.permissions, 'product', 'view')) return <Forbidden />;
  return <ProductsList {...props} />;
}

function ProductsList({ search, onSearchChange }: ProductsScreenProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const permissions = useProfile().role.permissions;
  const canCreate = can(permissions, 'product', 'create') || can(permissions, 'product', 'manageGlobal');
  const canDelete = can(permissions, 'product', 'delete') || can(permissions, 'product', 'manageGlobal');

  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange({ ...search, search: debounced || undefined, page: undefined });
  }, [debounced, search, onSearchChange]);
  const setFilter = (patch: ProductsSearch) => onSearchChange({ ...search, ...patch, page: undefined });

  const page = search.page ?? 1;
  const list = useQuery({ ...trpc.products.list.queryOptions(productsListInput(search)), placeholderData: keepPreviousData });
  const banks = useQuery({ ...trpc.bankPartners.list.queryOptions({}), enabled: can(permissions, 'bankPartner', 'view') });

  const remove = useMutation(
    trpc.products.delete.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.products.pathFilter());
      },
    }),
  );
  const confirmDelete = (product: Product) =>
    modals.openConfirmModal({
      title: 'Excluir produto',
      children: (
        <Text fz="sm">
          Deseja excluir <strong>{product.name}</strong> ({product.bank.name})? Ele deixa de aparecer nas simulações.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: product.id }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Produtos</Title>
          <Text c="dimmed">Linhas de crédito dos bancos parceiros: as globais, de todas as empresas, e as cadastradas pela sua empresa.</Text>
        </Stack>
        <Group gap="sm">
          {/* The catalogue has no sub-items in the sidebar: the projections indexed products use are reached from here. */}
          <ButtonLink to="/products/projecoes" variant="default" leftSection={<IconChartLine size={18} />}>
            Projeções de índices
          </ButtonLink>
          {canCreate ? (
            <ButtonLink to="/products/new" search={search.bank ? { bank: search.bank } : {}} leftSection={<IconPlus size={18} />}>
              Novo produto
            </ButtonLink>
          ) : null}
        </Group>
      </Group>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: banks.data ? 3 : 2 }} spacing="md">
            <TextInput
              label="Buscar"
              placeholder="Produto ou banco"
              type="search"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Select
              label="Tipo"
              placeholder="Todos"
              clearable
              data={TYPE_OPTIONS}
              value={search.type ?? null}
              onChange={(type) => setFilter({ type: isProductType(type) ? type : undefined })}
            />
            {banks.data ? (
              <Select
                label="Banco"
                placeholder="Todos"
                clearable
                searchable
                nothingFoundMessage="Nenhum banco encontrado"
                data={banks.data.map((b) => ({ value: b.id, label: b.name }))}
                value={search.bank ?? null}
                onChange={(bank) => setFilter({ bank: isUuid(bank) ? bank : undefined })}
              />
            ) : null}
          </SimpleGrid>
          <ProductsTable
            context="list"
            items={list.data?.items}
            loading={list.isFetching}
            onRetry={list.isError ? () => void list.refetch() : undefined}
            onDelete={canDelete ? confirmDelete : undefined}
          />
          {list.data ? (
            <PaginationBar
              page={page}
              totalPages={list.data.totalPages}
              total={list.data.total}
              noun={list.data.total === 1 ? 'produto' : 'produtos'}
              onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
            />
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
