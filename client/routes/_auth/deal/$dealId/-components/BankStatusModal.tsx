import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BANK_SUBMISSION_STATUS_LABEL, BANK_SUBMISSION_STATUSES, type BankSubmissionStatus } from '../../../../../../shared/bank-submissions.ts';
import { BANK_SUBMISSION_MESSAGES as M } from '../../../../../../shared/messages.ts';
import { MoneyInput } from '../../../../../components/NumberFields.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import type { DealBank } from './DealBanks.tsx';

const STATUS_OPTIONS = BANK_SUBMISSION_STATUSES.map((s) => ({ value: s, label: BANK_SUBMISSION_STATUS_LABEL[s] }));

interface Values {
  status: BankSubmissionStatus;
  approvedValue: number | string;
  conditions: string;
  denialReason: string;
  requestedDocuments: string;
}

/** "Mudar situação" of one bank: what each answer needs is asked for (the same rules as the server's). */
export function BankStatusModal({ dealId, submission, onClose }: { dealId: string; submission: DealBank | null; onClose: () => void }) {
  return (
    <Modal opened={!!submission} onClose={onClose} title={submission ? M.statusTitle(submission.bank.name) : ''} centered>
      {submission ? <BankStatusForm dealId={dealId} submission={submission} onClose={onClose} /> : null}
    </Modal>
  );
}

function BankStatusForm({ dealId, submission, onClose }: { dealId: string; submission: DealBank; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      status: submission.status,
      approvedValue: submission.approvedValue ?? '',
      conditions: submission.conditions ?? '',
      denialReason: submission.denialReason ?? '',
      requestedDocuments: submission.requestedDocuments ?? '',
    },
    validate: {
      approvedValue: (v, all) => (all.status === 'approved' && !(typeof v === 'number' && v > 0) ? M.approvedValueRequired : null),
      denialReason: (v, all) => (all.status === 'denied' && !v.trim() ? M.denialReasonRequired : null),
      requestedDocuments: (v, all) => (all.status === 'pending' && !v.trim() ? M.requestedDocumentsRequired : null),
    },
  });
  const save = useMutation(
    trpc.dealBanks.setStatus.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        onClose();
        await queryClient.invalidateQueries(trpc.dealBanks.list.queryFilter({ dealId }));
        await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  const status = form.values.status;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate({
          id: submission.id,
          version: submission.version,
          status: v.status,
          approvedValue: v.status === 'approved' && typeof v.approvedValue === 'number' ? v.approvedValue : null,
          conditions: v.status === 'approved' ? v.conditions : null,
          denialReason: v.status === 'denied' ? v.denialReason : null,
          requestedDocuments: v.status === 'pending' ? v.requestedDocuments : null,
        }),
      )}
    >
      <Stack gap="md">
        <Select label="Situação" data={STATUS_OPTIONS} allowDeselect={false} required data-autofocus comboboxProps={{ withinPortal: true }} {...form.getInputProps('status')} />
        {status === 'approved' ? (
          <>
            <MoneyInput label="Valor aprovado" required {...form.getInputProps('approvedValue')} />
            <Textarea label="Condições" description="Taxa, prazo e observações do banco" autosize minRows={2} maxLength={1000} {...form.getInputProps('conditions')} />
          </>
        ) : null}
        {status === 'denied' ? <Textarea label="Motivo do banco" required autosize minRows={2} maxLength={500} {...form.getInputProps('denialReason')} /> : null}
        {status === 'pending' ? <Textarea label="Documentos pedidos pelo banco" required autosize minRows={2} maxLength={1000} {...form.getInputProps('requestedDocuments')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
