import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toCents, transactionAboveCommission } from '../../../../../shared/commissions.ts';
import { maskDate } from '../../../../../shared/format.ts';
import { ZTransactionCreateRequest } from '../../../../../shared/schemas/commissions.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { MoneyInput } from '../../../../components/NumberFields.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';
import { formatCents } from './commissions-format.ts';
import type { CommissionDetail } from './commissions-search.ts';
import { type Settle, TransactionList } from './TransactionList.tsx';
import { useReportUnsaved } from './unsaved-forms.tsx';

const FLOW_OPTIONS = [
  { value: '2', label: 'Saída (repasse)' },
  { value: '1', label: 'Entrada' },
];

interface TxValues {
  receiver: string;
  description: string;
  amount: number | string;
  dueDate: string;
  flow: string;
}

const toRequest = (commissionId: string, v: TxValues) => ({
  commissionId,
  receiver: v.receiver,
  description: v.description,
  amount: v.amount === '' ? undefined : Number(v.amount),
  dueDate: brDateToIso(v.dueDate),
  flow: Number(v.flow),
});

/**
 * The commission's money movements (docs/design/product-spec.md §3: receiver, description,
 * amount, due date, status, flow 1 in / 2 out).
 */
export function Transactions({ c, manage }: { c: CommissionDetail; manage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries(trpc.commissions.pathFilter());
  // One pay or cancel at a time: a second click while the first is on its way is ignored.
  const setStatus = useExclusiveMutation(
    trpc.commissions.setTransactionStatus.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await refresh();
      },
    }),
  );
  const form = useForm<TxValues>({
    initialValues: { receiver: '', description: '', amount: '', dueDate: '', flow: '2' },
    validate: (v) => {
      const errors = zodResolver(ZTransactionCreateRequest, (x: TxValues) => toRequest(c.id, x))(v);
      if (errors.amount || errors.flow) return errors;
      // The server's ceiling, said before the round trip: the panel already has the commission and its transactions.
      const above = transactionAboveCommission(c.commissionAmountCents, c.transactions, Number(v.flow) as 1 | 2, toCents(Number(v.amount)));
      return above ? { ...errors, amount: above } : errors;
    },
  });
  // A double click on "Registrar transação" records it once.
  const add = useExclusiveMutation(
    trpc.commissions.addTransaction.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        form.reset();
        setAdding(false);
        await refresh();
      },
      onError: (e) => applyFieldErrors(form, e),
    }),
  );
  useReportUnsaved(() => adding && form.isDirty());
  // "Cancelar" is the person's own choice to drop what was typed: the form opens empty next time.
  const closeForm = () => {
    form.reset();
    setAdding(false);
  };
  // Settling is final (a paid or cancelled transaction stays so): the person confirms whom, how much and what.
  const confirmSettle: Settle = (t, status) =>
    modals.openConfirmModal({
      title: status === 'PAID' ? 'Marcar a transação como paga' : 'Cancelar a transação',
      children: (
        <Text fz="sm">
          {status === 'PAID' ? 'Confirma o pagamento' : 'Confirma o cancelamento da transação'} de <strong>{formatCents(t.amountCents)}</strong> para <strong>{t.receiver}</strong> ({t.description})?{' '}
          {status === 'PAID' ? 'Depois de paga, a transação não pode ser cancelada nem voltar a pendente.' : 'Depois de cancelada, a transação não pode ser paga nem voltar a pendente.'}
        </Text>
      ),
      labels: status === 'PAID' ? { confirm: 'Marcar como paga', cancel: 'Voltar' } : { confirm: 'Cancelar a transação', cancel: 'Voltar' },
      confirmProps: status === 'PAID' ? { color: 'green' } : { color: 'red' },
      onConfirm: () => setStatus.mutate({ id: t.id, status }),
    });
  const canAdd = manage && c.status !== 'CANCELED';
  return (
    <Stack gap="sm">
      {c.transactions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nenhuma transação. O pagamento do banco entra aqui quando a comissão é marcada como paga.
        </Text>
      ) : (
        <TransactionList transactions={c.transactions} manage={manage} onSettle={confirmSettle} />
      )}
      {canAdd && !adding ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            Nova transação
          </Button>
        </Group>
      ) : null}
      {canAdd && adding ? (
        <form noValidate onSubmit={form.onSubmit((v) => add.mutate(toRequest(c.id, v) as Parameters<typeof add.mutate>[0]))} aria-label="Nova transação">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect label="Fluxo" data={FLOW_OPTIONS} {...form.getInputProps('flow')} />
              <TextInput label="Recebedor" placeholder="Quem recebe (ex.: o corretor)" {...form.getInputProps('receiver')} />
              <TextInput label="Descrição" placeholder="Ex.: repasse ao corretor" {...form.getInputProps('description')} />
              <MoneyInput label="Valor" {...form.getInputProps('amount')} />
              <MaskedInput label="Vencimento da transação" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...form.getInputProps('dueDate')} />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={closeForm}>
                Cancelar
              </Button>
              <Button type="submit" loading={add.isPending}>
                Registrar transação
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
