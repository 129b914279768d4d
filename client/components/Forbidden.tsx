import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLock } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { CALL_MESSAGES } from '../../shared/messages.ts';
import { ButtonLink } from './RouterLinks.tsx';

/** A private page the user's role may not open, with the way out: back where they came from, or the dashboard. */
export function Forbidden() {
  const router = useRouter();
  // A link opened in a new tab (or typed) has no page of ours behind it: then only the dashboard is offered.
  const canGoBack = useCanGoBack();
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title="Acesso negado">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{CALL_MESSAGES.forbidden}</Text>
        <Group gap="sm">
          {canGoBack ? (
            <Button variant="default" size="xs" leftSection={<IconArrowLeft size={16} />} onClick={() => router.history.back()}>
              Voltar
            </Button>
          ) : null}
          <ButtonLink to="/account/dashboard" size="xs" leftSection={<IconHome size={16} />}>
            Voltar ao início
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
