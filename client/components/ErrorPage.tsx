import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { UNKNOWN_FAILURE_MESSAGE } from '../../shared/errors.ts';
import { failureMessage, toFailure } from '../lib/errors.ts';

/** A route that failed to render or load. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const failure = toFailure(error);
  const message = failure.network ? UNKNOWN_FAILURE_MESSAGE : failureMessage(failure);
  return (
    <Center mih={320} p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <IconAlertTriangle size={48} stroke={1.4} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={2}>Algo deu errado</Title>
        <Text c="dimmed">{message}</Text>
        <Button variant="light" onClick={() => (reset ? reset() : window.location.reload())}>
          Tentar novamente
        </Button>
      </Stack>
    </Center>
  );
}
