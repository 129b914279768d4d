import { Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import { optionsOf } from '../../../../components/catalogue/catalogue-format.ts';
import type { Product } from '../../../../components/catalogue/catalogue-types.ts';
import { ProductsTable } from '../../../../components/catalogue/ProductsTable.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { FilterSelect } from '../../../../components/list/FilterSelect.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import { type SearchProps, withFilter } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { type ProductsSearch, productsListInput } from './products-search.ts';

const TYPE_OPTIONS = optionsOf(PRODUCT_TYPE);

type ProductsScreenProps = SearchProps<ProductsSearch>;

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

  const setFilter = (patch: ProductsSearch) => onSearchChange(withFilter(search, patch));
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
    <ListScreen
      title="Produtos"
      description="Linhas de crédito dos bancos parceiros: as globais, de todas as empresas, e as cadastradas pela sua empresa."
      actions={
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
      }
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Produto ou banco"
      filters={[
        <FilterSelect key="tipo" label="Tipo" placeholder="Todos" data={TYPE_OPTIONS} value={search.type} onChange={(type) => setFilter({ type })} />,
        banks.data ? (
          <FilterSelect
            key="banco"
            label="Banco"
            placeholder="Todos"
            searchable
            nothingFound="Nenhum banco encontrado"
            data={banks.data.map((b) => ({ value: b.id, label: b.name }))}
            value={search.bank}
            onChange={(bank) => setFilter({ bank })}
          />
        ) : null,
      ]}
      page={list.data}
      noun={['produto', 'produtos']}
    >
      <ProductsTable context="list" {...listState(list, list.data?.items)} onDelete={canDelete ? confirmDelete : undefined} />
    </ListScreen>
  );
}
