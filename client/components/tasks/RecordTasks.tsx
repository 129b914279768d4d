import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { can } from '../../../shared/permissions.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoadError } from '../LoadError.tsx';
import { TaskFormModal } from './TaskFormModal.tsx';
import { TaskRow } from './TaskRow.tsx';
import type { TaskItem, TaskRecord } from './task-format.ts';
import { useTaskActions } from './use-task-actions.ts';

/** The "Nova tarefa" button of a record's tasks section (hidden without deal/update). */
export function NewTaskButton({ onClick }: { onClick: () => void }) {
  const permissions = useProfile().role.permissions;
  if (!can(permissions, 'deal', 'update')) return null;
  return (
    <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} onClick={onClick}>
      Nova tarefa
    </Button>
  );
}

/** A deal's or customer's tasks (open first, soonest due first), with their actions and the "Nova tarefa" dialog. */
export function RecordTasks({ record, creating, onCloseCreate }: { record: TaskRecord; creating: boolean; onCloseCreate: () => void }) {
  const trpc = useTRPC();
  const canEdit = can(useProfile().role.permissions, 'deal', 'update');
  const tasks = useQuery(trpc.tasks.list.queryOptions(record));
  const actions = useTaskActions();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<TaskItem | null>(null);

  let body: ReactNode;
  if (tasks.isError && !tasks.data) body = <LoadError what="as tarefas" onRetry={() => void tasks.refetch()} />;
  else if (!tasks.data) body = <Skeleton height={56} radius="md" aria-label="Carregando as tarefas" />;
  else if (!tasks.data.length)
    body = (
      <Text fz="sm" c="dimmed">
        Nenhuma tarefa. Crie uma para não esquecer o próximo passo.
      </Text>
    );
  else
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tasks.data.map((t) => (
          <TaskRow
            key={t.id}
            task={t}
            // A customer's list also holds the tasks of their deals: each names its deal.
            showRecord={'customerId' in record && !!t.deal}
            canEdit={canEdit}
            busy={actions.busyId === t.id}
            onDone={actions.done}
            onEdit={setEditing}
            onDelete={(task) => {
              // Deleting asks once more on the same button: a slip of the finger should not lose a task.
              if (confirming === task.id) {
                setConfirming(null);
                actions.remove(task);
              } else setConfirming(task.id);
            }}
          />
        ))}
        {confirming ? (
          <Text fz="xs" c="orange" role="status">
            Clique de novo na lixeira para excluir a tarefa.
          </Text>
        ) : null}
      </Stack>
    );

  return (
    <>
      {body}
      {canEdit ? <TaskFormModal record={record} opened={creating} onClose={onCloseCreate} /> : null}
      {canEdit ? <TaskFormModal record={editing?.deal ? { dealId: editing.deal.id } : record} opened={!!editing} editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
