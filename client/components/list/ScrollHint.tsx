import { Group, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';

/**
 * Says that a table wider than its place scrolls sideways: on a phone the columns past the edge (the amount, the
 * status) otherwise look missing.
 */
export function ScrollHint() {
  return (
    <Group gap={6} mb="xs" wrap="nowrap">
      <IconArrowsHorizontal size={16} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fz="xs" c="dimmed">
        Deslize a tabela para o lado para ver todas as colunas.
      </Text>
    </Group>
  );
}
