import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { ZCardRequest } from '../../../../../../../shared/schemas/subscriptions.ts';
import { CardFields, SandboxCardsHint } from '../../../../../../components/payment/CardFields.tsx';
import { CARD_FIELD_PATHS, type CardValues, EMPTY_CARD, formErrorsOf } from '../../../../../../components/payment/card-values.ts';
import { showSuccessToast, toFailure } from '../../../../../../lib/errors.ts';
import { zodResolver } from '../../../../../../lib/form.ts';
import { tokenizeCard } from '../../../../../../lib/payment.ts';
import { useTRPC, useTRPCClient } from '../../../../../../lib/trpc.ts';

const ZCardForm = z.object({ card: ZCardRequest });

/** "Trocar cartão": the new card is tokenised with the provider and only its token replaces the card on file. */
export function ChangeCardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const plans = useQuery({ ...trpc.subscriptions.plans.queryOptions(), enabled: opened });
  const form = useForm<{ card: CardValues }>({ initialValues: { card: { ...EMPTY_CARD } }, validate: zodResolver(ZCardForm) });
  const { reset } = form;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);

  const change = useMutation({
    mutationFn: async (card: CardValues) => {
      const token = await tokenizeCard(plans.data?.provider ?? 'sandbox', card);
      return client.subscriptions.changeCard.mutate({ cardToken: token.token });
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(trpc.subscriptions.current.queryKey(), { subscription: result.subscription, invoices: result.invoices });
      showSuccessToast(result.message);
      onClose();
      await queryClient.invalidateQueries(trpc.subscriptions.current.queryFilter());
    },
    onError: (error) => {
      const failure = toFailure(error);
      form.setErrors(formErrorsOf(failure.errors, (field) => (field ? (CARD_FIELD_PATHS[field] ?? null) : null)));
      // The issuer refused it: the card on file stays, and another is typed; said in the dialog too (the toast goes).
      if (failure.type === 'PAYMENT_REFUSED_ERROR') {
        form.setFieldValue('card', { ...EMPTY_CARD });
        form.setFieldError('card.number', failure.message);
      }
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Trocar cartão" centered>
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values.card))}>
        <Stack gap="md">
          <Text fz="sm">As próximas cobranças da assinatura serão feitas neste cartão.</Text>
          <CardFields inputProps={(field) => form.getInputProps(`card.${field}`)} number={form.values.card.number} disabled={change.isPending} />
          {plans.data?.provider === 'sandbox' ? <SandboxCardsHint /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" loading={change.isPending || plans.isPending}>
              Salvar cartão
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
