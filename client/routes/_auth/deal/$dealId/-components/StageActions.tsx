import { Button, Group, Select, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEAL_STAGE_MESSAGES } from '../../../../../../shared/messages.ts';
import { can } from '../../../../../../shared/permissions.ts';
import { FINAL_STAGES, RELEASED_STAGE, type StageDefinition } from '../../../../../../shared/pipelines.ts';
import { type DenialReason, DenyDealModal, type StatusReason } from '../../../../../components/deals/DenyDealModal.tsx';
import { type SuggestedTask, SuggestedTaskModal } from '../../../../../components/tasks/SuggestedTaskModal.tsx';
import { showSuccessToast } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import type { DealDetail } from './deal-types.ts';

/**
 * "Mover para etapa" and "Negar" on the deal page, through the board's own deals.move at the version shown (someone
 * else's change in between is a conflict, and the page reloads the deal). A stage with a suggested task offers it.
 * Hidden without deal/update.
 */
export function StageActions({ deal, stages }: { deal: DealDetail; stages: readonly StageDefinition[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const permissions = useProfile().role.permissions;
  const [denying, setDenying] = useState(false);
  const [suggestion, setSuggestion] = useState<SuggestedTask | null>(null);
  const move = useMutation(
    trpc.deals.move.mutationOptions({
      onSuccess: (result) => {
        showSuccessToast(result.message);
        setDenying(false);
        if (result.suggestedTask) setSuggestion({ dealId: deal.id, ...result.suggestedTask });
      },
      onSettled: async () => {
        await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: deal.id }));
        await queryClient.invalidateQueries({ queryKey: trpc.pipelines.board.pathKey() });
      },
    }),
  );
  if (!can(permissions, 'deal', 'update')) return null;

  const customer = deal.associates.find((a) => a.main) ?? deal.associates[0];
  // A paid commission keeps the deal released (the server refuses any other stage): once there, say so instead of
  // offering moves; before (a commission paid early), the release is the only move left.
  const paid = deal.commissionStatus === 'PAID';
  if (paid && deal.stage === RELEASED_STAGE) {
    const released = stages.find((s) => s.key === RELEASED_STAGE)?.label ?? '';
    return (
      <Text fz="sm" c="dimmed">
        {DEAL_STAGE_MESSAGES.commissionPaid(released)}.
      </Text>
    );
  }
  const options = stages.filter((s) => s.key !== 'denied').map((s) => ({ value: s.key, label: s.label, disabled: s.key === deal.stage || (paid && s.key !== RELEASED_STAGE) }));
  const moveTo = (stage: string, reasons?: { statusReason: StatusReason; detailedDenialReason: DenialReason }) => move.mutate({ id: deal.id, stage, version: deal.version, ...reasons });

  return (
    <Group gap="sm" wrap="wrap">
      <Select
        aria-label="Mover para etapa"
        placeholder="Mover para etapa…"
        data={options}
        value={null}
        onChange={(stage) => {
          if (stage && stage !== deal.stage) moveTo(stage);
        }}
        disabled={move.isPending}
        w={220}
        comboboxProps={{ withinPortal: true }}
        allowDeselect={false}
      />
      {/* Denied already, or the credit released: nothing left to deny (a mistaken move is undone with the list). */}
      {FINAL_STAGES.has(deal.stage) || paid ? null : (
        <Button variant="light" color="red" leftSection={<IconBan size={18} />} onClick={() => setDenying(true)} disabled={move.isPending}>
          Negar
        </Button>
      )}
      <DenyDealModal customerName={customer?.name} opened={denying} loading={move.isPending} onCancel={() => setDenying(false)} onConfirm={(reasons) => moveTo('denied', reasons)} />
      <SuggestedTaskModal suggestion={suggestion} onClose={() => setSuggestion(null)} />
    </Group>
  );
}
