import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AuthCard } from '../components/AuthCard.tsx';
import { failureMessage, toFailure } from '../lib/errors.ts';
import { useTRPC } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/**
 * The page of the e-mailed unlock link (docs/design/security.md R6): opening it clears the account's failed sign-ins.
 */
export const Route = createFileRoute('/desbloquear-acesso/$token')({
  component: UnlockPage,
});

function UnlockPage() {
  usePageTitle('Desbloquear acesso');
  const trpc = useTRPC();
  const { token } = Route.useParams();
  // The page shows the outcome itself: no toast on top of it.
  const unlock = useMutation(trpc.auth.unlock.mutationOptions({ meta: { silent: true } }));
  const { mutate } = unlock;
  // The token works once: a second call (React's development double effects) would report it as used.
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <AuthCard title="Desbloquear acesso">
      <Stack gap="md">
        {unlock.isSuccess ? (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck />} title={unlock.data.message} role="status">
              As tentativas de login sem sucesso foram apagadas. Se não foi você que tentou entrar, troque a sua senha.
            </Alert>
            <Button component={Link} to="/login" size="md" fullWidth>
              Ir para o login
            </Button>
          </>
        ) : unlock.isError ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Não foi possível desbloquear" role="alert">
              {failureMessage(toFailure(unlock.error))}
            </Alert>
            <Center>
              <Anchor component={Link} to="/login" fz="sm">
                Voltar para o login
              </Anchor>
            </Center>
          </>
        ) : (
          <Center py="md">
            <Stack align="center" gap="xs">
              <Loader size="sm" />
              <Text fz="sm" c="dimmed">
                Desbloqueando o acesso…
              </Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </AuthCard>
  );
}
