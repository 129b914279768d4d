import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatBillingDate } from '../../../shared/subscriptions.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSubscriptionChanged } from './use-subscription-changed.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  planLabel: string;
  /** The end of the paid period: the renewal is charged there again. */
  periodEnd: Date;
}

/** Asked before undoing a cancellation: the plan renews again, charged on the card on file at the period end. */
export function ReactivateSubscriptionModal({ opened, onClose, planLabel, periodEnd }: Props) {
  const trpc = useTRPC();
  const reactivate = useMutation(trpc.subscriptions.reactivate.mutationOptions({ onSuccess: useSubscriptionChanged(onClose) }));

  return (
    <Modal opened={opened} onClose={onClose} title="Reativar assinatura?" centered>
      <Stack gap="md">
        <Text fz="sm">
          O plano {planLabel} volta a ser renovado: a próxima cobrança será feita em <strong>{formatBillingDate(periodEnd)}</strong>, no cartão cadastrado. Você pode cancelar de novo quando quiser.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Voltar
          </Button>
          <Button loading={reactivate.isPending} onClick={() => reactivate.mutate()}>
            Reativar assinatura
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
