import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isRealtyOperation } from '../../../../../../shared/deal-options.ts';
import { BANK_SUBMISSION_MESSAGES as M } from '../../../../../../shared/messages.ts';
import { REALTY_TYPE, VEHICLE_ASSET } from '../../../../../../shared/options.ts';
import { can } from '../../../../../../shared/permissions.ts';
import type { OperationType } from '../../../../../../shared/pipelines.ts';
import { showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../../lib/use-exclusive.ts';

/** A bank (any of its products) or one product of it, as the picker's value: "bankId:" or "bankId:productId". */
const keyOf = (bankPartnerId: string, productId: string | null) => `${bankPartnerId}:${productId ?? ''}`;
const fromKey = (key: string) => {
  const [bankPartnerId, productId] = key.split(':');
  return { bankPartnerId, productId: productId || null };
};

interface SendToBanksProps {
  dealId: string;
  /** Products offered are of the deal's operation type. */
  operationType: string;
  /** What the deal was already sent to (bank and product), not offered again. */
  sent: { bankPartnerId: string; productId: string | null }[];
  opened: boolean;
  onClose: () => void;
}

/** "Enviar para bancos": several banks (or products of them) at once; what the deal already went to is not offered. */
export function SendToBanksModal(props: SendToBanksProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Enviar para bancos" centered>
      {props.opened ? <SendToBanksForm {...props} /> : null}
    </Modal>
  );
}

function SendToBanksForm({ dealId, operationType, sent, onClose }: SendToBanksProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mayListProducts = can(useProfile().role.permissions, 'product', 'view');
  const banks = useQuery(trpc.bankPartners.list.queryOptions({}, { staleTime: 5 * 60_000 }));
  const products = useQuery({
    ...trpc.products.list.queryOptions({ type: operationType as OperationType, size: 100 }, { staleTime: 5 * 60_000 }),
    enabled: mayListProducts,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useExclusiveMutation(
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
  // A deal goes to a bank once (deal-submissions.service.ts): a bank it went to is not offered again, and once a bank or
  // one of its products is picked, the bank's other entries are shown disabled.
  const already = new Set(sent.map((s) => s.bankPartnerId));
  const picked = new Map(selected.map((k) => [fromKey(k).bankPartnerId, k]));
  // Only banks that finance this kind of asset: a vehicle bank is no choice for a property, and the other way round.
  const assetTypes: Record<string, string> = isRealtyOperation(operationType) ? REALTY_TYPE : VEHICLE_ASSET;
  const options = (banks.data ?? [])
    .filter((b) => !already.has(b.id) && b.availableAssetTypeList.some((t) => Object.hasOwn(assetTypes, t)))
    .map((b) => ({
      group: b.name,
      items: [
        { value: keyOf(b.id, null), label: `${b.name} — qualquer produto` },
        ...(products.data?.items ?? []).filter((p) => p.bank.id === b.id).map((p) => ({ value: keyOf(b.id, p.id), label: `${b.name} · ${p.name}` })),
      ].map((o) => ({ ...o, disabled: picked.has(b.id) && picked.get(b.id) !== o.value })),
    }));
  const bankCount = selected.length;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!selected.length) return setError(M.selectBank);
        send.mutate({ dealId, banks: selected.map(fromKey) });
      }}
    >
      <Stack gap="md">
        <Text fz="sm">Escolha os bancos (ou um produto de cada banco) que vão analisar a proposta. Cada banco responde em separado.</Text>
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
            {bankCount > 1 ? `Enviar para ${bankCount} bancos` : 'Enviar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
