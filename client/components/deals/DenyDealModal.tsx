import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MSG } from '../../../shared/messages.ts';
import { DENIAL_REASON, DENIAL_REASONS_BY_STATUS, STATUS_REASON, toOptions } from '../../../shared/options.ts';

export type StatusReason = keyof typeof STATUS_REASON;
export type DenialReason = keyof typeof DENIAL_REASON;

const STATUS_OPTIONS = toOptions(STATUS_REASON);
/** The detailed reasons that go with each status reason, as options. */
const DENIAL_OPTIONS = Object.fromEntries(Object.entries(DENIAL_REASONS_BY_STATUS).map(([status, reasons]) => [status, reasons.map((value) => ({ value, label: DENIAL_REASON[value] }))])) as Record<
  StatusReason,
  { value: DenialReason; label: string }[]
>;

interface DenyDealModalProps {
  /** The deal being denied (its customer's name, for the question); null closes the modal. */
  customerName: string | null | undefined;
  opened: boolean;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (reasons: { statusReason: StatusReason; detailedDenialReason: DenialReason }) => void;
}

/**
 * A denied deal needs a status reason and a detailed reason (docs/design/product-spec.md §3, §4); both are asked
 * before the move. The detailed reasons offered are those of the status reason chosen (DENIAL_REASONS_BY_STATUS):
 * "Sem contato" offers the contact ones, not "Renda insuficiente".
 */
export function DenyDealModal({ customerName, opened, loading, onCancel, onConfirm }: DenyDealModalProps) {
  const [status, setStatus] = useState<StatusReason | null>(null);
  const [detail, setDetail] = useState<DenialReason | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setStatus(null);
    setDetail(null);
    setTried(false);
  }, [opened]);

  const submit = () => {
    setTried(true);
    if (status && detail) onConfirm({ statusReason: status, detailedDenialReason: detail });
  };

  return (
    <Modal opened={opened} onClose={onCancel} title="Negar negócio" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text fz="sm">
            {customerName ? (
              <>
                O negócio de <strong>{customerName}</strong> vai para <strong>Negado / declinado</strong>.
              </>
            ) : (
              'O negócio vai para Negado / declinado.'
            )}{' '}
            Informe os motivos.
          </Text>
          <Select
            label="Motivo"
            placeholder="Selecione"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(v) => {
              const next = v as StatusReason | null;
              setStatus(next);
              // A detailed reason of another status reason no longer applies.
              if (!next || !DENIAL_OPTIONS[next].some((o) => o.value === detail)) setDetail(null);
            }}
            error={tried && !status ? MSG.selectOption : undefined}
            required
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Motivo detalhado"
            placeholder={status ? 'Selecione' : 'Escolha o motivo primeiro'}
            data={status ? DENIAL_OPTIONS[status] : []}
            disabled={!status}
            value={detail}
            onChange={(v) => setDetail(v as DenialReason | null)}
            error={tried && !detail ? MSG.selectOption : undefined}
            required
            searchable
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Negar negócio
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
