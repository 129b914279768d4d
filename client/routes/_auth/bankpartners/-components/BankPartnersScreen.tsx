import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBuildingBank, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import type { BankPartner } from '../../../../components/catalogue/catalogue-types.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { BankPartnerFormModal, type BankPartnerEditing } from './BankPartnerFormModal.tsx';
import { bankPartnersListInput, type BankPartnersSearch } from './bank-partners-search.ts';
import { BankPartnersTable } from './BankPartnersTable.tsx';

interface BankPartnersScreenProps {
  search: BankPartnersSearch;
  onSearchChange: (next: BankPartnersSearch) => void;
}

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

  const [text, setText] = useState(search.search ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (debounced !== (search.search ?? '')) onSearchChange({ search: debounced || undefined });
  }, [debounced, search, onSearchChange]);

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
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Bancos parceiros</Title>
          <Text c="dimmed">Instituições com que a plataforma simula e encaminha propostas, e as regras de crédito de cada uma.</Text>
        </Stack>
        {canCreate ? (
          <Button leftSection={<IconBuildingBank size={18} />} onClick={() => setEditing({ mode: 'create' })}>
            Novo banco
          </Button>
        ) : null}
      </Group>

      {hasDemo ? (
        <Alert color="grape" variant="light" icon={<IconInfoCircle />} title="Dados de demonstração">
          Os bancos marcados como “Demonstração” vêm pré-cadastrados para testar a plataforma. Suas condições são plausíveis, mas não são ofertas reais das
          instituições: confirme taxas e regras com cada banco antes de apresentá-las a um cliente.
        </Alert>
      ) : null}

      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          <TextInput
            label="Buscar"
            placeholder="Nome ou código do banco"
            type="search"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maw={{ sm: 420 }}
          />
          <BankPartnersTable
            items={list.data}
            loading={list.isFetching}
            onRetry={list.isError ? () => void list.refetch() : undefined}
            actions={
              manage
                ? {
                    onEdit: canUpdate ? (bank) => setEditing({ mode: 'edit', bank }) : undefined,
                    onDelete: canDelete ? confirmDelete : undefined,
                  }
                : undefined
            }
          />
          {list.data ? (
            <Text fz="sm" c="dimmed">
              {list.data.length} {list.data.length === 1 ? 'banco' : 'bancos'}
            </Text>
          ) : null}
        </Stack>
      </Card>

      {canCreate || canUpdate ? <BankPartnerFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
