import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** In place of a list that failed to load (the toast said why): a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text c="dimmed">Não foi possível carregar {what}.</Text>
      <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}
