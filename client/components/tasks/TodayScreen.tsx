import { Badge, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { can } from '../../../shared/permissions.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { canSeeDeals } from '../deals/deal-permissions.ts';
import { Forbidden } from '../Forbidden.tsx';
import { LoadError } from '../LoadError.tsx';
import { TaskRow } from './TaskRow.tsx';
import { useTaskActions } from './use-task-actions.ts';

/** /hoje: the signed-in user's open tasks that are overdue or due today, soonest first. */
export function TodayScreen() {
  usePageTitle('Hoje');
  const permissions = useProfile().role.permissions;
  if (!canSeeDeals(permissions)) return <Forbidden />;
  return <Today canEdit={can(permissions, 'deal', 'update')} />;
}

function Today({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  // Tasks fall due while the page is open: it reads again every minute.
  const tasks = useQuery({ ...trpc.tasks.today.queryOptions(), refetchInterval: 60_000 });
  const actions = useTaskActions();
  const overdue = tasks.data?.filter((t) => t.overdue).length ?? 0;

  let body: ReactNode;
  if (tasks.isError && !tasks.data) body = <LoadError what="as tarefas de hoje" onRetry={() => void tasks.refetch()} />;
  else if (!tasks.data)
    body = (
      <Stack gap="xs" aria-busy aria-label="Carregando as tarefas de hoje">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  else if (!tasks.data.length)
    body = (
      <EmptyState py={48} icon={<IconCalendarCheck size={40} stroke={1.4} />} withIndicatorBackground>
        {/* tabIndex -1: the keyboard focus lands here when the last task is done (use-task-actions.ts). */}
        <EmptyState.Title order={2} tabIndex={-1} style={{ outline: 'none' }} data-tasks-empty>
          Nada para hoje
        </EmptyState.Title>
        <EmptyState.Description>Nenhuma tarefa atrasada ou com prazo hoje. As tarefas ficam nos negócios e nos clientes.</EmptyState.Description>
      </EmptyState>
    );
  else
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tarefas de hoje">
        {tasks.data.map((t) => (
          <TaskRow key={t.id} task={t} showRecord canEdit={canEdit} busy={actions.busyId === t.id} onDone={actions.done} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>Hoje</Title>
          {overdue ? (
            <Badge color="red" variant="light">
              {overdue === 1 ? '1 atrasada' : `${overdue} atrasadas`}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed">Suas tarefas atrasadas e com prazo até o fim do dia.</Text>
      </Stack>
      {body}
    </Stack>
  );
}
