import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankAccountItem } from '../../../../../../shared/schemas/company.ts';
import { LoadError } from '../../../../../components/LoadError.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { BankAccountModal } from './BankAccountModal.tsx';

const agency = (a: BankAccountItem) => (a.agencyDigit ? `${a.agencyNumber}-${a.agencyDigit}` : a.agencyNumber);

/** /account/profile/bankAccount: where the company receives its commissions; exactly one main account. */
export function BankAccountsPage({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const accounts = useQuery(trpc.accounts.bankAccounts.list.queryOptions());
  const [modal, setModal] = useState<{ editing: BankAccountItem | null } | null>(null);
  const done = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.accounts.bankAccounts.pathFilter());
  };
  const setMain = useMutation(trpc.accounts.bankAccounts.setMain.mutationOptions({ onSuccess: done }));
  const remove = useMutation(trpc.accounts.bankAccounts.delete.mutationOptions({ onSuccess: done }));
  const confirmDelete = (a: BankAccountItem) =>
    modals.openConfirmModal({
      title: 'Excluir conta bancária',
      children: (
        <Text fz="sm">
          Excluir a conta {a.bankName} · agência {agency(a)} · conta {a.accountNumber}-{a.accountDigit}?{a.main ? ' Outra conta passa a ser a principal.' : ''}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: a.id }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Contas bancárias</Title>
          <Text c="dimmed">Onde a empresa recebe as comissões. A conta principal é a usada nos repasses.</Text>
        </Stack>
        {canEdit ? (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setModal({ editing: null })}>
            Nova conta
          </Button>
        ) : null}
      </Group>
      {accounts.isError ? <LoadError what="as contas bancárias" onRetry={() => void accounts.refetch()} /> : null}
      {accounts.isPending ? <Skeleton height={120} radius="lg" aria-busy aria-label="Carregando" /> : null}
      {accounts.data?.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Text ta="center" c="dimmed">
            Nenhuma conta bancária cadastrada.{canEdit ? ' Cadastre a conta que recebe as comissões.' : ''}
          </Text>
        </Card>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {accounts.data?.map((a) => (
          <Card key={a.id} withBorder radius="lg" padding="md" component="article" aria-label={`Conta ${a.bankName} ${a.accountNumber}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{a.bankName}</Text>
                {a.main ? (
                  <Badge color="green" variant="light">
                    Principal
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm">{a.name}</Text>
              <Text fz="sm" c="dimmed">
                Banco {a.bank} · Agência {agency(a)} · Conta {a.accountNumber}-{a.accountDigit}
              </Text>
              {canEdit ? (
                <Group gap={6} justify="flex-end" mt="xs">
                  {!a.main ? (
                    <Button size="xs" variant="light" leftSection={<IconStar size={14} />} onClick={() => setMain.mutate({ id: a.id })} loading={setMain.isPending && setMain.variables?.id === a.id}>
                      Tornar principal
                    </Button>
                  ) : null}
                  <Tooltip label="Editar">
                    <ActionIcon variant="light" aria-label={`Editar conta ${a.accountNumber}`} onClick={() => setModal({ editing: a })}>
                      <IconEdit size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Excluir">
                    <ActionIcon variant="light" color="red" aria-label={`Excluir conta ${a.accountNumber}`} onClick={() => confirmDelete(a)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {canEdit ? <BankAccountModal opened={!!modal} editing={modal?.editing ?? null} onClose={() => setModal(null)} /> : null}
    </Stack>
  );
}
