import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useState } from 'react';
import type { AppRouter } from '../../../../../../server/trpc/app-router.ts';
import { BANK_SUBMISSION_STATUS_COLOR, CHOSEN_LABEL } from '../../../../../../shared/bank-submissions.ts';
import { formatDate, formatMoney } from '../../../../../../shared/format.ts';
import { can } from '../../../../../../shared/permissions.ts';
import { STRONG_GREEN } from '../../../../../components/colors.ts';
import { LoadError } from '../../../../../components/LoadError.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { BankStatusModal } from './BankStatusModal.tsx';
import type { DealDetail } from './deal-types.ts';
import { Section } from './Section.tsx';
import { SendToBanksModal } from './SendToBanksModal.tsx';

export type DealBank = inferRouterOutputs<AppRouter>['dealBanks']['list'][number];

/** "Bancos" of the deal page: every bank the deal was sent to, its answer, and the customer's choice. */
export function DealBanks({ deal }: { deal: DealDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mayChange = can(useProfile().role.permissions, 'deal', 'update');
  // Once the commission is paid or cancelled, the bank the customer chose no longer changes (the server refuses it).
  const choiceClosed = deal.commissionStatus === 'PAID' || deal.commissionStatus === 'CANCELED';
  const list = useQuery(trpc.dealBanks.list.queryOptions({ dealId: deal.id }));
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState<DealBank | null>(null);
  // The deal page reads itself again on anyone's change (live events); its newest event says when the banks may have too.
  const latestEvent = deal.events[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest event is the trigger; the deal id comes with the page
  useEffect(() => {
    void queryClient.invalidateQueries(trpc.dealBanks.list.queryFilter({ dealId: deal.id }));
  }, [latestEvent]);

  const banks = list.data ?? [];
  return (
    <Section
      title="Bancos"
      id="bancos"
      aside={
        mayChange ? (
          <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={() => setSending(true)}>
            Enviar para bancos
          </Button>
        ) : null
      }
    >
      {list.isError && !list.data ? (
        <LoadError what="os bancos do negócio" onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <Stack gap="sm" aria-busy aria-label="Carregando os bancos">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : banks.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Este negócio ainda não foi enviado a nenhum banco.{mayChange ? ' Use "Enviar para bancos" para mandar a proposta a vários bancos de uma vez.' : ''}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {banks.map((b) => (
            <BankCard key={b.id} dealId={deal.id} bank={b} mayChange={mayChange} choiceClosed={choiceClosed} onEdit={() => setEditing(b)} />
          ))}
        </SimpleGrid>
      )}
      <SendToBanksModal
        dealId={deal.id}
        operationType={deal.operationType}
        sent={banks.map((b) => ({ bankPartnerId: b.bank.id, productId: b.product?.id ?? null }))}
        opened={sending}
        onClose={() => setSending(false)}
      />
      <BankStatusModal dealId={deal.id} submission={editing} onClose={() => setEditing(null)} />
    </Section>
  );
}

function BankCard({ dealId, bank, mayChange, choiceClosed, onEdit }: { dealId: string; bank: DealBank; mayChange: boolean; choiceClosed: boolean; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async (message: string) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.dealBanks.list.queryFilter({ dealId }));
    await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
    await queryClient.invalidateQueries(trpc.commissions.pathFilter());
  };
  const choose = useMutation(trpc.dealBanks.choose.mutationOptions({ onSuccess: ({ message }) => refresh(message) }));
  const remove = useMutation(trpc.dealBanks.remove.mutationOptions({ onSuccess: ({ message }) => refresh(message) }));
  // Removing loses the bank's answer: a second click confirms it.
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Banco ${bank.bank.name}`} data-testid="deal-bank">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <IconBuildingBank size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} miw={0}>
            <Text fw={600} fz="sm">
              {bank.bank.name}
            </Text>
            {bank.product ? (
              <Text fz="xs" c="dimmed">
                {bank.product.name}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap={4}>
          <Badge color={BANK_SUBMISSION_STATUS_COLOR[bank.status]} variant="light">
            {bank.statusLabel}
          </Badge>
          {bank.chosen ? (
            <Badge color={STRONG_GREEN} variant="filled" leftSection={<IconCheck size={12} />}>
              {CHOSEN_LABEL}
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          Enviado em {formatDate(bank.sentAt)}
          {bank.decidedAt
            ? ` · ${bank.status === 'denied' ? 'negado' : 'aprovado'} em ${formatDate(bank.decidedAt)}`
            : bank.status !== 'sent'
              ? ` · atualizado em ${formatDate(bank.statusChangedAt)}`
              : ''}
        </Text>
        {bank.status === 'approved' && bank.approvedValue !== null ? (
          <Text fz="sm">
            Valor aprovado: <strong>{formatMoney(bank.approvedValue)}</strong>
            {bank.conditions ? (
              <Text span c="dimmed" fz="xs" display="block">
                {bank.conditions}
              </Text>
            ) : null}
          </Text>
        ) : null}
        {bank.status === 'denied' && bank.denialReason ? <Text fz="sm">Motivo do banco: {bank.denialReason}</Text> : null}
        {bank.status === 'pending' && bank.requestedDocuments ? <Text fz="sm">Documentos pedidos: {bank.requestedDocuments}</Text> : null}
        {mayChange ? (
          <Group gap="xs" mt={4}>
            <Button size="compact-xs" variant="default" onClick={onEdit}>
              Mudar situação
            </Button>
            {bank.status === 'approved' && !bank.chosen && !choiceClosed ? (
              <Button size="compact-xs" color="green" loading={choose.isPending} onClick={() => choose.mutate({ id: bank.id, version: bank.version })}>
                Marcar como escolhido
              </Button>
            ) : null}
            {bank.chosen ? null : confirming ? (
              <>
                <Button size="compact-xs" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: bank.id })} autoFocus>
                  Confirmar remoção
                </Button>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setConfirming(false)}>
                  Manter
                </Button>
              </>
            ) : (
              <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconTrash size={12} />} aria-label={`Remover ${bank.bank.name} do negócio`} onClick={() => setConfirming(true)}>
                Remover
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
