import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { errorTitle } from '../../../../../shared/errors.ts';

const CONFLICT_TOAST = 'deal-conflict';

/**
 * Someone else saved the deal first: says so (the server's message), and offers to load their version, which
 * replaces what was typed here. Stays until dismissed: the editor has to decide.
 */
export function showConflictToast(message: string, onReload: () => void): void {
  notifications.show({
    id: CONFLICT_TOAST,
    color: 'red',
    title: errorTitle('CONFLICT_ERROR'),
    withBorder: true,
    autoClose: false,
    message: (
      <Stack gap={8}>
        <Text fz="sm">{message}</Text>
        <Text fz="sm" c="dimmed">
          Recarregar traz a versão atual do negócio; o que você alterou aqui será descartado.
        </Text>
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => {
              notifications.hide(CONFLICT_TOAST);
              onReload();
            }}
          >
            Recarregar dados
          </Button>
        </Group>
      </Stack>
    ),
  });
}

export function hideConflictToast(): void {
  notifications.hide(CONFLICT_TOAST);
}
