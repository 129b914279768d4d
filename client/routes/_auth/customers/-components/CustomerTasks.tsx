import { Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { NewTaskButton, RecordTasks } from '../../../../components/tasks/RecordTasks.tsx';

/** The customer's tasks: their own and those of their deals (each naming its deal); a new one is the customer's. */
export function CustomerTasks({ customerId }: { customerId: string }) {
  const [creating, setCreating] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="tarefas-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="tarefas-title">
            Tarefas
          </Title>
          <NewTaskButton onClick={() => setCreating(true)} />
        </Group>
        <RecordTasks record={{ customerId }} creating={creating} onCloseCreate={() => setCreating(false)} />
      </Stack>
    </Card>
  );
}
