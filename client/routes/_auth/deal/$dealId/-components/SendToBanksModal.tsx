import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BANK_SUBMISSION_MESSAGES as M } from '../../../../../../shared/messages.ts';
import { showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

/** "Enviar para bancos": several banks at once; the banks the deal was already sent to are not offered. */
export function SendToBanksModal({ dealId, sentBankIds, opened, onClose }: { dealId: string; sentBankIds: string[]; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Enviar para bancos" centered>
      {opened ? <SendToBanksForm dealId={dealId} sentBankIds={sentBankIds} onClose={onClose} /> : null}
    </Modal>
  );
}

function SendToBanksForm({ dealId, sentBankIds, onClose }: { dealId: string; sentBankIds: string[]; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const banks = useQuery(trpc.bankPartners.list.queryOptions({}, { staleTime: 5 * 60_000 }));
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation(
    trpc.dealBanks.add.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        onClose();
        await queryClient.invalidateQueries(trpc.dealBanks.list.queryFilter({ dealId }));
        await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: dealId }));
      },
      onError: (e) => setError(toFailure(e).errors[0]?.message ?? toFailure(e).message),
    }),
  );
  const sent = new Set(sentBankIds);
  const options = (banks.data ?? []).filter((b) => !sent.has(b.id)).map((b) => ({ value: b.id, label: b.name }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!selected.length) return setError(M.selectBank);
        send.mutate({ dealId, banks: selected.map((bankPartnerId) => ({ bankPartnerId })) });
      }}
    >
      <Stack gap="md">
        <Text fz="sm">Escolha os bancos que vão analisar a proposta. Cada banco responde em separado.</Text>
        <MultiSelect
          label="Bancos"
          placeholder={banks.isLoading ? 'Carregando bancos…' : 'Selecione os bancos'}
          data={options}
          value={selected}
          onChange={(v) => {
            setSelected(v);
            setError(null);
          }}
          searchable
          clearable
          required
          data-autofocus
          nothingFoundMessage={banks.isError ? 'Não foi possível carregar os bancos' : 'Nenhum banco encontrado'}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={send.isPending}>
            {selected.length > 1 ? `Enviar para ${selected.length} bancos` : 'Enviar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
