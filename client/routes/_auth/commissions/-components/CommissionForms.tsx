import { Button, Group, Modal, MultiSelect, NativeSelect, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconBan, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { COMMISSION_SOURCE, type CommissionStatus, commissionBelowTransactions, commissionCents, toCents } from '../../../../../shared/commissions.ts';
import { maskDate } from '../../../../../shared/format.ts';
import { ZCommissionAdvanceRequest, ZCommissionCancelRequest, ZCommissionUpdateRequest } from '../../../../../shared/schemas/commissions.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { MoneyInput, PercentInput } from '../../../../components/NumberFields.tsx';
import { applyFieldErrors, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';
import { formatDay } from './commissions-format.ts';
import type { CommissionDetail } from './commissions-search.ts';
import { useReportUnsaved } from './unsaved-forms.tsx';

const today = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const num = (v: number | string) => (v === '' ? undefined : Number(v));

/** The flow's buttons, named for what the person does at each step (docs/design/product-spec.md §4). */
const ADVANCE_LABEL: Record<CommissionStatus, string> = {
  PREVISION: 'Voltar para previsão',
  PENDING_INVOICE: 'Processo concluído (nota fiscal pendente)',
  PAYMENT_PENDING: 'Registrar a nota fiscal',
  PAID: 'Registrar o pagamento',
  CANCELED: 'Cancelar comissão',
};

/** After a change: the list, its totals, the forecast and this commission are read again. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.commissions.pathFilter());
}

/** The next step of the flow (with what it needs: the invoice number, the payment date) and cancelling. */
export function FlowActions({ c }: { c: CommissionDetail }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [invoice, setInvoice] = useState('');
  const [paidAt, setPaidAt] = useState(today());
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Only the field of the step shown counts (the payment date starts as today, typed by no one).
  useReportUnsaved(() => (c.nextStatus === 'PAYMENT_PENDING' && invoice.trim() !== '') || (c.nextStatus === 'PAID' && paidAt !== today()));
  // Each step is a versioned write: a second click while the first is on its way would only come back as a false
  // "changed by someone else" conflict, so it is ignored.
  const advance = useExclusiveMutation(
    trpc.commissions.advance.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        setError(null);
        await refresh();
      },
      // The toast says it too; the field keeps it in view.
      onError: (e) => setError(toFailure(e).errors.find((x) => x.field)?.message ?? null),
    }),
  );
  if (!c.nextStatus) return null;
  const next = c.nextStatus;
  // A form: Enter in the field takes the step, as the button does.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = {
      id: c.id,
      version: c.version,
      to: next,
      ...(next === 'PAYMENT_PENDING' ? { invoiceNumber: invoice.trim() || undefined } : {}),
      ...(next === 'PAID' ? { paidAt: brDateToIso(paidAt) } : {}),
    };
    // The same schema as the server, first: a missing invoice number or a bad date is said under its field
    // without a round trip (and without an error toast left over the panel once it is corrected).
    const checked = ZCommissionAdvanceRequest.safeParse(request);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    advance.mutate(request);
  };
  return (
    <section aria-label="Andamento da comissão">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {next === 'PAYMENT_PENDING' ? (
            <TextInput
              label="Número da nota fiscal"
              description="A nota emitida para o banco"
              withAsterisk
              value={invoice}
              onChange={(e) => {
                setInvoice(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
          ) : null}
          {next === 'PAID' ? (
            <MaskedInput
              label="Data do pagamento"
              description="Hoje ou antes"
              withAsterisk
              mask={maskDate}
              inputMode="numeric"
              value={paidAt}
              onChange={(value) => {
                setPaidAt(value);
                setError(null);
              }}
              error={error}
            />
          ) : null}
          <Group gap="sm">
            <Button
              rightSection={<IconArrowRight size={18} />}
              // A long step name wraps on a phone instead of being cut.
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              loading={advance.isPending}
              type="submit"
            >
              {ADVANCE_LABEL[next]}
            </Button>
            <Button type="button" variant="subtle" color="red" leftSection={<IconBan size={18} />} onClick={() => setCancelling(true)}>
              Cancelar comissão
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one (React events bubble out of portals). */}
      <CancelModal c={c} opened={cancelling} onClose={() => setCancelling(false)} />
    </section>
  );
}

function CancelModal({ c, opened, onClose }: { c: CommissionDetail; opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const form = useForm({ initialValues: { reason: '' }, validate: zodResolver(ZCommissionCancelRequest.pick({ reason: true })) });
  // A reason typed and not sent is kept when this dialog closes, so the panel asks before it throws it away.
  useReportUnsaved(() => form.isDirty());
  const cancel = useExclusiveMutation(
    trpc.commissions.cancel.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        form.reset();
        onClose();
        await refresh();
      },
      onError: (e) => applyFieldErrors(form, e),
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Cancelar comissão" centered>
      <form noValidate onSubmit={form.onSubmit((v) => cancel.mutate({ id: c.id, version: c.version, reason: v.reason }))}>
        <Stack gap="md">
          <Text fz="sm">As transações pendentes desta comissão também serão canceladas.</Text>
          <Textarea label="Motivo do cancelamento" description="Ex.: operação cancelada no cartório" withAsterisk autosize minRows={2} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancelar comissão
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const SOURCE_OPTIONS = Object.entries(COMMISSION_SOURCE).map(([value, label]) => ({ value, label }));

interface AgreementValues {
  approvedValue: number | string;
  ratePercent: number | string;
  source: string;
  dueDate: string;
  bankPartnerId: string | null;
  inAnalysis: string[];
  approved: string[];
  chosen: string | null;
  preferred: string | null;
}

const toRequest = (c: CommissionDetail, v: AgreementValues) => ({
  id: c.id,
  version: c.version,
  approvedValue: num(v.approvedValue),
  ratePercent: num(v.ratePercent),
  source: v.source,
  dueDate: v.dueDate.trim() ? brDateToIso(v.dueDate) : null,
  bankPartnerId: v.bankPartnerId,
  banks: { inAnalysis: v.inAnalysis, approved: v.approved, chosen: v.chosen, preferred: v.preferred },
});

/**
 * The agreement's new amount below what the commission's outflows (or inflows) already use: the message, on the figure
 * that lowered it (as the server says it), or null.
 */
function agreementBelowTransactions(c: CommissionDetail, approvedValue: number, ratePercent: number): { field: 'approvedValue' | 'ratePercent'; message: string } | null {
  const approvedCents = toCents(approvedValue);
  const rateBps = Math.round(ratePercent * 100);
  const amountCents = commissionCents(approvedCents, rateBps);
  if (amountCents >= c.commissionAmountCents) return null;
  const message = commissionBelowTransactions(amountCents, c.transactions);
  if (!message) return null;
  return { field: approvedCents < c.approvedValueCents || rateBps >= Math.round(c.ratePercent * 100) ? 'approvedValue' : 'ratePercent', message };
}

/** The company's agreement for this commission: approved value, rate, who pays, due date, the banks of the case. */
export function AgreementForm({ c }: { c: CommissionDetail }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const banks = useQuery(trpc.bankPartners.list.queryOptions({}, { staleTime: 5 * 60_000 }));
  const bankOptions = banks.data?.map((b) => ({ value: b.id, label: b.name })) ?? [];
  const form = useForm<AgreementValues>({
    initialValues: {
      approvedValue: c.approvedValue,
      ratePercent: c.ratePercent,
      source: c.source,
      dueDate: c.dueDate ? formatDay(c.dueDate) : '',
      bankPartnerId: c.bank?.id ?? null,
      inAnalysis: c.banks.inAnalysis,
      approved: c.banks.approved,
      chosen: c.banks.chosen,
      preferred: c.banks.preferred,
    },
    validate: (v) => {
      const errors = zodResolver(ZCommissionUpdateRequest, (x: AgreementValues) => toRequest(c, x))(v);
      if (errors.approvedValue || errors.ratePercent) return errors;
      // The server's floor, said before the round trip: the panel already has the transactions.
      const below = agreementBelowTransactions(c, Number(v.approvedValue), Number(v.ratePercent));
      return below ? { ...errors, [below.field]: below.message } : errors;
    },
  });
  useReportUnsaved(() => form.isDirty());
  const update = useExclusiveMutation(
    trpc.commissions.update.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        // What was saved is the new starting point: closing the panel now loses nothing.
        form.resetDirty();
        await refresh();
      },
      onError: (e) => applyFieldErrors(form, e),
    }),
  );
  return (
    <form noValidate onSubmit={form.onSubmit((v) => update.mutate(toRequest(c, v) as Parameters<typeof update.mutate>[0]))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MoneyInput label="Valor aprovado" {...form.getInputProps('approvedValue')} />
          <PercentInput label="Taxa da comissão" {...form.getInputProps('ratePercent')} />
          <NativeSelect label="Fonte" data={SOURCE_OPTIONS} {...form.getInputProps('source')} />
          <MaskedInput label="Vencimento" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...form.getInputProps('dueDate')} />
          <Select label="Banco pagador" clearable searchable data={bankOptions} {...form.getInputProps('bankPartnerId')} />
          <Select label="Banco escolhido pelo cliente" clearable searchable data={bankOptions} {...form.getInputProps('chosen')} />
          <Select label="Banco preferido" clearable searchable data={bankOptions} {...form.getInputProps('preferred')} />
        </SimpleGrid>
        <MultiSelect label="Bancos em análise" searchable data={bankOptions} {...form.getInputProps('inAnalysis')} />
        <MultiSelect label="Bancos que aprovaram" searchable data={bankOptions} {...form.getInputProps('approved')} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" leftSection={<IconDeviceFloppy size={18} />} loading={update.isPending}>
            Salvar acordo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
