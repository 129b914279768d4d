import { Button, Card, Group, NumberInput, Select, Skeleton, Stack, Switch, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { can } from '../../../../../shared/permissions.ts';
import { ZStageTemplateRequest } from '../../../../../shared/schemas/tasks.ts';
import { MAX_DUE_IN_HOURS, TASK_KIND_LABEL, TASK_KINDS, type TaskKind } from '../../../../../shared/tasks.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../lib/errors.ts';
import { zodResolver } from '../../../../lib/form.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

type Pipelines = inferRouterOutputs<AppRouter>['tasks']['templates'];
type StageRow = Pipelines[number]['stages'][number];

const KIND_OPTIONS = TASK_KINDS.map((k) => ({ value: k, label: TASK_KIND_LABEL[k] }));

/** Master and administrators choose, per pipeline stage, the task offered after a deal moves into it. */
export function StageTasksScreen() {
  usePageTitle('Tarefas sugeridas');
  if (!can(useProfile().role.permissions, 'company', 'update')) return <Forbidden />;
  return <StageTasks />;
}

function StageTasks() {
  const trpc = useTRPC();
  const pipelines = useQuery(trpc.tasks.templates.queryOptions());
  let body: ReactNode;
  if (pipelines.isError && !pipelines.data) body = <LoadError what="as tarefas sugeridas" onRetry={() => void pipelines.refetch()} />;
  else if (!pipelines.data) body = <Skeleton height={320} radius="lg" aria-label="Carregando as tarefas sugeridas" />;
  else
    body = (
      <Tabs defaultValue={pipelines.data[0]?.key} keepMounted={false}>
        <Tabs.List>
          {pipelines.data.map((p) => (
            <Tabs.Tab key={p.key} value={p.key}>
              {p.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pipelines.data.map((p) => (
          <Tabs.Panel key={p.key} value={p.key} pt="md">
            <Card withBorder radius="lg" padding={0}>
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing="sm" aria-label={`Tarefas sugeridas de ${p.name}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Etapa</Table.Th>
                      <Table.Th>Sugerir</Table.Th>
                      <Table.Th>Tipo</Table.Th>
                      <Table.Th>Tarefa</Table.Th>
                      <Table.Th>Prazo (horas)</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.stages.map((s) => (
                      <StageTemplateRow key={`${p.key}-${s.stage}-${s.title}-${s.active}`} pipelineKey={p.key} row={s} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Tarefas sugeridas</Title>
        <Text c="dimmed">Quando um negócio entra numa etapa, quem o moveu recebe a sugestão da próxima tarefa e a cria com um clique. Nada é criado sem esse clique.</Text>
      </Stack>
      {body}
    </Stack>
  );
}

interface RowValues {
  active: boolean;
  kind: TaskKind;
  title: string;
  dueInHours: number | string;
}

function StageTemplateRow({ pipelineKey, row }: { pipelineKey: string; row: StageRow }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toRequest = (v: RowValues) => ({
    pipelineKey,
    stage: row.stage,
    active: v.active,
    kind: v.kind,
    title: v.title,
    dueInHours: typeof v.dueInHours === 'number' ? v.dueInHours : Number(v.dueInHours),
  });
  const form = useForm<RowValues>({
    mode: 'controlled',
    initialValues: { active: row.active, kind: row.kind, title: row.title || 'Ligar para o cliente', dueInHours: row.dueInHours },
    validate: zodResolver(ZStageTemplateRequest, toRequest),
  });
  const save = useMutation(
    trpc.tasks.saveTemplate.mutationOptions({
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries({ queryKey: trpc.tasks.templates.queryKey() });
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );
  const off = !form.values.active;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {row.label}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch aria-label={`Sugerir tarefa em ${row.label}`} {...form.getInputProps('active', { type: 'checkbox' })} />
      </Table.Td>
      <Table.Td>
        <Select aria-label={`Tipo da tarefa de ${row.label}`} data={KIND_OPTIONS} allowDeselect={false} disabled={off} w={200} comboboxProps={{ withinPortal: true }} {...form.getInputProps('kind')} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={`Tarefa sugerida em ${row.label}`} disabled={off} maxLength={160} miw={200} {...form.getInputProps('title')} />
      </Table.Td>
      <Table.Td>
        <NumberInput aria-label={`Prazo em horas da tarefa de ${row.label}`} disabled={off} min={0} max={MAX_DUE_IN_HOURS} allowDecimal={false} w={110} {...form.getInputProps('dueInHours')} />
      </Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="light"
            loading={save.isPending}
            disabled={!form.isDirty()}
            onClick={() => form.onSubmit((v) => save.mutate(toRequest(v)))()}
            aria-label={`Salvar a etapa ${row.label}`}
          >
            Salvar
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
