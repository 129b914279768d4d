import { useState } from 'react';
import { NewTaskButton, RecordTasks } from '../../../../../components/tasks/RecordTasks.tsx';
import { Section } from './Section.tsx';

/** The deal's tasks: calls, WhatsApp, visits, document chases, with due time and who does them. */
export function DealTasks({ dealId }: { dealId: string }) {
  const [creating, setCreating] = useState(false);
  return (
    <Section title="Tarefas" id="tarefas" aside={<NewTaskButton onClick={() => setCreating(true)} />}>
      <RecordTasks record={{ dealId }} creating={creating} onCloseCreate={() => setCreating(false)} />
    </Section>
  );
}
