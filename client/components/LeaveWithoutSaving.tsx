import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before a page with unsaved changes is left: a link or the back button inside the app opens a modal, a reload
 * or closing the tab the browser's own question. `unsaved` is read at the moment of leaving; it should be false once
 * the page itself moves on after saving. A path under `within` (the other steps of a wizard) is not leaving.
 */
export function useLeaveGuard(unsaved: () => boolean, within?: string) {
  return useBlocker({
    shouldBlockFn: ({ next }) => unsaved() && !(within && next.pathname.startsWith(within)),
    enableBeforeUnload: unsaved,
    withResolver: true,
  });
}

/** The modal of useLeaveGuard; `what` completes "As alterações feitas …" ("neste negócio", "nos seus dados"). */
export function LeaveWithoutSavingModal({ guard, what }: { guard: ReturnType<typeof useLeaveGuard>; what: string }) {
  const stay = () => guard.reset?.();
  return (
    <Modal opened={guard.status === 'blocked'} onClose={stay} title="Sair sem salvar?" centered>
      <Stack gap="md">
        <Text fz="sm">As alterações feitas {what} ainda não foram salvas e serão perdidas.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay} data-autofocus>
            Continuar editando
          </Button>
          <Button color="red" onClick={() => guard.proceed?.()}>
            Sair sem salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
