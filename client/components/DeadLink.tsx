import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A public link that leads nowhere (unknown, used, expired or revoked): a friendly dead end that says what to ask for,
 * never an error page.
 */
export function DeadLink({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Center>
        <Stack align="center" gap="sm" ta="center" maw={420}>
          <IconLinkOff size={48} stroke={1.3} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={1} fz="xl">
            {title}
          </Title>
          <Text c="dimmed">{children}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}
