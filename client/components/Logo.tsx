import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';

/** The product mark: icon and name. */
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'xl' ? 40 : 30} radius="md" variant="filled" aria-hidden>
        <IconCoin size={size === 'xl' ? 24 : 18} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} fz={size} lh={1}>
        Crédito
      </Text>
    </Group>
  );
}
