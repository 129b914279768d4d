import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The sidebar's count of "Hoje" (overdue and due today), read again every minute. */
export function TodayBadge() {
  const trpc = useTRPC();
  const count = useQuery({ ...trpc.tasks.todayCount.queryOptions(undefined, { meta: { silent: true } }), refetchInterval: 60_000 });
  if (!count.data) return null;
  return (
    <Badge color="red" size="sm" circle={count.data < 10} aria-label={count.data === 1 ? '1 tarefa para hoje' : `${count.data} tarefas para hoje`}>
      {count.data > 99 ? '99+' : count.data}
    </Badge>
  );
}
