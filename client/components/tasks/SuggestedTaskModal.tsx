import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_KIND_LABEL, type TaskKind } from '../../../shared/tasks.ts';
import { showSuccessToast } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useExclusiveMutation } from '../../lib/use-exclusive.ts';
import { formatDue } from './task-format.ts';

export interface SuggestedTask {
  dealId: string;
  kind: TaskKind;
  title: string;
  dueAt: Date | string;
}

/**
 * After a move into a stage with a suggested next task: "Criar tarefa sugerida: Agendar assinatura". One click creates
 * it (for the user, due as the stage's setting says); "Agora não" creates nothing.
 */
export function SuggestedTaskModal({ suggestion, onClose }: { suggestion: SuggestedTask | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useExclusiveMutation(
    trpc.tasks.create.mutationOptions({
      onSuccess: async ({ message }, input) => {
        showSuccessToast(message);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() });
        if (input.dealId) await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: input.dealId }));
      },
    }),
  );
  return (
    <Modal opened={!!suggestion} onClose={onClose} title="Próximo passo sugerido" centered>
      {suggestion ? (
        <Stack gap="md">
          <Text fz="sm">
            {TASK_KIND_LABEL[suggestion.kind]}: <strong>{suggestion.title}</strong> · prazo: {formatDue(suggestion.dueAt)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Agora não
            </Button>
            <Button
              data-autofocus
              loading={create.isPending}
              onClick={() => create.mutate({ dealId: suggestion.dealId, kind: suggestion.kind, title: suggestion.title, dueAt: new Date(suggestion.dueAt).toISOString() })}
            >
              Criar tarefa sugerida: {suggestion.title}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
