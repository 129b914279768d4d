import { Alert, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingBank, IconInfoCircle } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { ListScreen } from '../../../../components/list/ListScreen.tsx';
import type { SearchProps } from '../../../../components/list/list-search.ts';
import { listState } from '../../../../components/list/list-state.ts';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { type BankPartnerEditing, BankPartnerFormModal } from './BankPartnerFormModal.tsx';
import { BankPartnersTable } from './BankPartnersTable.tsx';
import { type BankPartnersSearch, bankPartnersListInput } from './bank-partners-search.ts';

type BankPartnersScreenProps = SearchProps<BankPartnersSearch>;

/** /bankpartners: every partner bank; masters register, edit and remove them. */
export function BankPartnersScreen(props: BankPartnersScreenProps) {
  usePageTitle('Bancos parceiros');
  const profile = useProfile();
  if (!can(profile.role.permissions, 'bankPartner', 'view')) return <Forbidden />;
  return <BankPartnersList {...props} />;
}

function BankPartnersList({ search, onSearchChange }: BankPartnersScreenProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const permissions = useProfile().role.permissions;
  const canCreate = can(permissions, 'bankPartner', 'create');
  const canUpdate = can(permissions, 'bankPartner', 'update');
  const canDelete = can(permissions, 'bankPartner', 'delete');
  const [editing, setEditing] = useState<BankPartnerEditing>(null);

  const list = useQuery({ ...trpc.bankPartners.list.queryOptions(bankPartnersListInput(search)), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.bankPartners.delete.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.bankPartners.pathFilter());
        await queryClient.invalidateQueries(trpc.products.pathFilter());
      },
    }),
  );
  const confirmDelete = (bank: BankPartner) =>
    modals.openConfirmModal({
      title: 'Excluir banco parceiro',
      children: (
        <Text fz="sm">
          Deseja excluir <strong>{bank.name}</strong>? Os produtos deste banco deixam de aparecer nas listas e nas simulações.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: bank.id }),
    });

  const hasDemo = list.data?.some((b) => b.isDemo) ?? false;
  const manage = canUpdate || canDelete;

  return (
    <>
      <ListScreen
        title="Bancos parceiros"
        description="Instituições com que a plataforma simula e encaminha propostas, e as regras de crédito de cada uma."
        actions={
          canCreate ? (
            <Button leftSection={<IconBuildingBank size={18} />} onClick={() => setEditing({ mode: 'create' })}>
              Novo banco
            </Button>
          ) : null
        }
        above={
          hasDemo ? (
            <Alert color="grape" variant="light" icon={<IconInfoCircle />} title="Dados de demonstração">
              Os bancos marcados como “Demonstração” vêm pré-cadastrados para testar a plataforma. Suas condições são plausíveis, mas não são ofertas reais das instituições: confirme taxas e regras
              com cada banco antes de apresentá-las a um cliente.
            </Alert>
          ) : null
        }
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Nome ou código do banco"
        // Every bank on one page: the count alone.
        page={list.data ? { total: list.data.length, totalPages: 1 } : undefined}
        noun={['banco', 'bancos']}
      >
        <BankPartnersTable
          {...listState(list, list.data)}
          actions={
            manage
              ? {
                  onEdit: canUpdate ? (bank) => setEditing({ mode: 'edit', bank }) : undefined,
                  onDelete: canDelete ? confirmDelete : undefined,
                }
              : undefined
          }
        />
      </ListScreen>
      {canCreate || canUpdate ? <BankPartnerFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
