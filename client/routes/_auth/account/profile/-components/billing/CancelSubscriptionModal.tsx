import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatBillingDate } from '../../../../../../../shared/subscriptions.ts';
import { useSubscriptionChanged } from '../../../../../../components/payment/use-subscription-changed.ts';
import { useTRPC } from '../../../../../../lib/trpc.ts';

/**
 * Asked before cancelling: nothing more is charged and access lasts until the paid period ends; a refused renewal
 * (`accessUntil` null) has no paid period left, so cancelling it ends the subscription now.
 */
export function CancelSubscriptionModal({ opened, onClose, accessUntil }: { opened: boolean; onClose: () => void; accessUntil: Date | null }) {
  const trpc = useTRPC();
  const cancel = useMutation(trpc.subscriptions.cancel.mutationOptions({ onSuccess: useSubscriptionChanged(onClose) }));

  return (
    <Modal opened={opened} onClose={onClose} title="Cancelar assinatura?" centered>
      <Stack gap="md">
        <Text fz="sm">
          {accessUntil ? (
            <>
              A renovação será cancelada e nada mais será cobrado. Sua empresa continua com acesso à plataforma até <strong>{formatBillingDate(accessUntil)}</strong>.
            </>
          ) : (
            'A renovação recusada não será tentada de novo, nada mais será cobrado e a assinatura termina agora.'
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Manter assinatura
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancelar assinatura
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
