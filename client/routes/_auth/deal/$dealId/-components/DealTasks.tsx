import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NewTaskButton, RecordTasks } from '../../../../../components/tasks/RecordTasks.tsx';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { dealQuery } from './deal-query.ts';
import { Section } from './Section.tsx';

/** The deal's tasks: calls, WhatsApp, visits, document chases, with due time and who does them. */
export function DealTasks({ dealId }: { dealId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  // The page reads the deal again when anyone changes it (live events), a colleague's new or completed task included:
  // the task list follows (the deal itself is already in the cache, this reads nothing more).
  const { dataUpdatedAt } = useQuery(dealQuery(trpc, dealId));
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt is the trigger (a new read of the deal)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries(trpc.tasks.list.queryFilter({ dealId }));
  }, [dataUpdatedAt, dealId, queryClient, trpc]);
  return (
    <Section title="Tarefas" id="tarefas" aside={<NewTaskButton onClick={() => setCreating(true)} />}>
      <RecordTasks record={{ dealId }} creating={creating} onCloseCreate={() => setCreating(false)} />
    </Section>
  );
}
