import { ActionIcon, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconRotate, IconTrash } from '@tabler/icons-react';
import { TASK_KIND_LABEL } from '../../../shared/tasks.ts';
import { AnchorLink } from '../RouterLinks.tsx';
import { formatDue, TASK_KIND_ICON, type TaskItem } from './task-format.ts';

interface TaskRowProps {
  task: TaskItem;
  /** "Hoje" names the task's deal or customer; a record's own list does not. */
  showRecord?: boolean;
  canEdit: boolean;
  busy?: boolean;
  onDone: (task: TaskItem, done: boolean) => void;
  onDelete?: (task: TaskItem) => void;
  onEdit?: (task: TaskItem) => void;
}

/** One task: kind, title, its record, due time (red when overdue), who does it, and "Concluir". */
export function TaskRow({ task, showRecord, canEdit, busy, onDone, onDelete, onEdit }: TaskRowProps) {
  const Icon = TASK_KIND_ICON[task.kind];
  const done = !!task.doneAt;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Tarefa: ${task.title}`} data-task-id={task.id}>
      {/* On a phone the actions go under the text instead of squeezing it. */}
      <Group gap="sm" wrap="wrap" align="flex-start">
        <ThemeIcon variant="light" color={task.overdue ? 'red' : 'blue'} radius="xl" size="lg" aria-label={TASK_KIND_LABEL[task.kind]} role="img">
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: '1 1 200px' }}>
          <Text fw={600} fz="sm" td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          {showRecord && task.deal ? (
            <AnchorLink to="/deal/$dealId" params={{ dealId: task.deal.id }} fz="xs">
              Negócio nº {task.deal.number}
              {task.deal.customerName ? ` · ${task.deal.customerName}` : ''}
            </AnchorLink>
          ) : null}
          {showRecord && task.customer ? (
            <AnchorLink to="/customers/$customerId" params={{ customerId: task.customer.id }} fz="xs">
              {task.customer.name}
            </AnchorLink>
          ) : null}
          <Text fz="xs" c={task.overdue ? 'red' : 'dimmed'} fw={task.overdue ? 600 : undefined}>
            {TASK_KIND_LABEL[task.kind]} · {done ? 'Concluída' : task.overdue ? `Atrasada · ${formatDue(task.dueAt)}` : formatDue(task.dueAt)} · {task.assignee.name}
          </Text>
          {task.notes ? (
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {task.notes}
            </Text>
          ) : null}
        </Stack>
        {canEdit ? (
          <Group gap={4} wrap="nowrap" ml="auto">
            {done ? (
              <Button variant="subtle" size="compact-sm" leftSection={<IconRotate size={14} />} loading={busy} onClick={() => onDone(task, false)} data-task-toggle>
                Reabrir
              </Button>
            ) : (
              <Button
                variant="light"
                color="green"
                size="compact-sm"
                leftSection={<IconCheck size={14} />}
                loading={busy}
                onClick={() => onDone(task, true)}
                aria-label={`Concluir: ${task.title}`}
                data-task-toggle
              >
                Concluir
              </Button>
            )}
            {onEdit && !done ? (
              <Tooltip label="Editar tarefa">
                <ActionIcon variant="subtle" color="gray" aria-label={`Editar: ${task.title}`} onClick={() => onEdit(task)} disabled={busy}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {onDelete ? (
              <Tooltip label="Excluir tarefa">
                <ActionIcon variant="subtle" color="gray" aria-label={`Excluir: ${task.title}`} onClick={() => onDelete(task)} disabled={busy}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
