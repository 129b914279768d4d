import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTaskCreateRequest } from '../../../shared/schemas/tasks.ts';
import { TASK_KIND_LABEL, TASK_KINDS, type TaskKind } from '../../../shared/tasks.ts';
import { applyFieldErrors, showSuccessToast } from '../../lib/errors.ts';
import { zodResolver } from '../../lib/form.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useExclusiveMutation } from '../../lib/use-exclusive.ts';
import { pickerToIso, type TaskItem, type TaskRecord, tomorrowAt, toPickerValue } from './task-format.ts';

const KIND_OPTIONS = TASK_KINDS.map((k) => ({ value: k, label: TASK_KIND_LABEL[k] }));

interface TaskValues {
  kind: TaskKind;
  title: string;
  dueAt: string | null;
  assigneeId: string | null;
  notes: string;
}

/** What the dialog starts with: a blank task due in an hour, or a stage's suggestion. */
export interface TaskDraft {
  kind: TaskKind;
  title: string;
  dueAt: Date;
}

interface TaskFormModalProps {
  record: TaskRecord;
  opened: boolean;
  onClose: () => void;
  draft?: TaskDraft;
  /** The task being changed ("Editar tarefa"); absent: a new one. */
  editing?: TaskItem | null;
}

/** "Nova tarefa" / "Editar tarefa": kind, title, due date and time, who does it and notes. */
export function TaskFormModal({ record, opened, onClose, draft, editing }: TaskFormModalProps) {
  // The content mounts on each opening: the form starts from the draft (or the task) every time.
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Editar tarefa' : 'Nova tarefa'} centered>
      <TaskForm record={record} onClose={onClose} draft={draft} editing={editing} />
    </Modal>
  );
}

const toRequest = (record: TaskRecord, v: TaskValues) => ({
  ...record,
  kind: v.kind,
  title: v.title,
  dueAt: v.dueAt ? pickerToIso(v.dueAt) : '',
  assigneeId: v.assigneeId ?? undefined,
  notes: v.notes || undefined,
});

function TaskForm({ record, onClose, draft, editing }: Omit<TaskFormModalProps, 'opened'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useProfile();
  const people = useQuery(trpc.tasks.assignees.queryOptions(record));
  const form = useForm<TaskValues>({
    mode: 'controlled',
    initialValues: {
      kind: editing?.kind ?? draft?.kind ?? 'call',
      title: editing?.title ?? draft?.title ?? '',
      dueAt: toPickerValue(editing ? new Date(editing.dueAt) : (draft?.dueAt ?? new Date(Date.now() + 3_600_000))),
      assigneeId: editing?.assignee.id ?? me.id,
      notes: editing?.notes ?? '',
    },
    validate: zodResolver(ZTaskCreateRequest, (v: TaskValues) => toRequest(record, v)),
  });
  const saved = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    onClose();
    await queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.pipelines.board.pathKey() });
    if ('dealId' in record) await queryClient.invalidateQueries(trpc.deals.get.queryFilter({ id: record.dealId }));
  };
  const onError = (error: unknown) => applyFieldErrors(form, error);
  const create = useExclusiveMutation(trpc.tasks.create.mutationOptions({ onSuccess: saved, onError }));
  // A stale version (someone changed the task meanwhile) is refused with a message, and the lists read again.
  const update = useMutation(trpc.tasks.update.mutationOptions({ onSuccess: saved, onError, onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() }) }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const request = toRequest(record, v);
        if (!editing) return create.mutate(request);
        const { kind, title, dueAt, assigneeId, notes } = request;
        update.mutate({ id: editing.id, version: editing.version, kind, title, dueAt, assigneeId, notes });
      })}
    >
      <Stack gap="md">
        <Select label="Tipo" data={KIND_OPTIONS} allowDeselect={false} withAsterisk comboboxProps={{ withinPortal: true }} {...form.getInputProps('kind')} />
        <TextInput label="Título" placeholder="Ex.: Ligar para o cliente" withAsterisk data-autofocus maxLength={160} {...form.getInputProps('title')} />
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <Stack gap={4}>
            <DateTimePicker
              label="Prazo"
              description="Horário de Brasília"
              valueFormat="DD/MM/YYYY HH:mm"
              // Days already gone are not offered (the server refuses a new due time in the past).
              minDate={toPickerValue(new Date()).slice(0, 10)}
              withAsterisk
              popoverProps={{ withinPortal: true }}
              submitButtonProps={{ 'aria-label': 'Confirmar data e hora' }}
              {...form.getInputProps('dueAt')}
            />
            <Group gap="xs">
              <Button variant="light" size="compact-sm" onClick={() => form.setFieldValue('dueAt', toPickerValue(new Date()))}>
                Agora
              </Button>
              <Button variant="light" size="compact-sm" onClick={() => form.setFieldValue('dueAt', toPickerValue(new Date(Date.now() + 3_600_000)))}>
                Em 1 hora
              </Button>
              <Button variant="light" size="compact-sm" onClick={() => form.setFieldValue('dueAt', tomorrowAt(9))}>
                Amanhã, 9h
              </Button>
            </Group>
          </Stack>
        </DatesProvider>
        <Select
          label="Responsável"
          description={'dealId' in record ? 'Quem vê este negócio' : 'Quem vê este cliente'}
          data={(people.data ?? []).map((u) => ({ value: u.id, label: u.id === me.id ? `${u.name} (você)` : u.name }))}
          placeholder={people.isPending ? 'Carregando…' : 'Escolha uma pessoa'}
          disabled={people.isPending}
          searchable
          allowDeselect={false}
          nothingFoundMessage="Ninguém encontrado"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('assigneeId')}
        />
        <Textarea label="Observações" autosize minRows={2} maxRows={6} maxLength={2000} {...form.getInputProps('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Salvar tarefa' : 'Criar tarefa'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
