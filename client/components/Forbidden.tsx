import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CALL_MESSAGES } from '../../shared/messages.ts';

/** A private page the user's role may not open. */
export function Forbidden() {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock />} title="Acesso negado">
      {CALL_MESSAGES.forbidden}
    </Alert>
  );
}
