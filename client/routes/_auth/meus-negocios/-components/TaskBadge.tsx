import { Badge } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';

/** A card whose deal has an open task past its due time. */
export function TaskBadge({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return (
    <Badge color="red" variant="filled" size="sm" leftSection={<IconAlarm size={12} aria-hidden />} aria-label="Tarefa atrasada" w="fit-content">
      Tarefa atrasada
    </Badge>
  );
}
