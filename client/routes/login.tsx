import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconLock, IconLockOpen, IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CALL_MESSAGES } from '../../shared/messages.ts';
import { LEGAL_PAGES } from '../../shared/site.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PasswordInput } from '../components/FormControls.tsx';
import { applyFieldErrors, failureStatus } from '../lib/errors.ts';
import { useFeatureFlag } from '../lib/flags.ts';
import { submitWithDeferredValidation, zodResolver } from '../lib/form.ts';
import { lazyModule } from '../lib/lazy-module.ts';
import { safeRedirect, validateLoginSearch } from '../lib/redirect.ts';
import { readSession, startSession } from '../lib/session.ts';
import { useTRPC } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

// The shared zod schema loads once the page is up, not before it paints (bundle budget, docs/performance.md).
const schemas = lazyModule(() => import('../../shared/schemas/auth.ts'));

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => {
    if (readSession()) throw redirect({ href: safeRedirect(search.redirect) ?? '/account/dashboard', replace: true });
  },
  component: LoginPage,
});

/** docs/design/product-spec.md §5: the login e-mail is trimmed and lower-cased before it is sent. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

function LoginPage() {
  usePageTitle('Entrar');
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { redirect: redirectTo } = Route.useSearch();
  // docs/design/product-spec.md §6 feature flag app/showPrivacyPolicy: the policy one click away before signing in.
  const showPrivacyPolicy = useFeatureFlag('app/showPrivacyPolicy');
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) => (schemas.current ? zodResolver(schemas.current.ZLoginRequest)(values) : {}),
  });
  useEffect(() => {
    schemas.load().catch(() => undefined);
  }, []);
  // After a 429 the owner can clear the failures by e-mail instead of waiting (docs/design/security.md R6).
  const [throttled, setThrottled] = useState(false);
  const requestUnlock = useMutation(trpc.auth.requestUnlock.mutationOptions({ onError: (error) => applyFieldErrors(form, error) }));
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      // The title comes from the error type ('Falha ao fazer login', 'Cadastro inativo', 'Muitas tentativas').
      meta: { fallback: CALL_MESSAGES.loginFallback },
      onSuccess: ({ accessData, user }) => {
        // Failures from before this login (or another user's session) no longer apply.
        notifications.clean();
        queryClient.clear();
        startSession(accessData, user);
        void router.navigate({ href: safeRedirect(redirectTo) ?? '/account/dashboard', replace: true });
      },
      onError: (error) => {
        if (failureStatus(error) === 429) setThrottled(true);
        applyFieldErrors(form, error);
      },
    }),
  );

  return (
    <AuthCard title="Acesse sua conta" description="Use o e-mail e a senha cadastrados na plataforma.">
      <form noValidate onSubmit={submitWithDeferredValidation(form, schemas, (values) => login.mutate({ email: normaliseEmail(values.email), password: values.password }))}>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="voce@empresa.com.br"
            leftSection={<IconMail size={16} />}
            aria-required
            data-autofocus
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput label="Senha" autoComplete="current-password" leftSection={<IconLock size={16} />} aria-required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/recover-password" fz="sm">
              Esqueci minha senha
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Entrar
          </Button>
          {requestUnlock.isSuccess ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck />} title={requestUnlock.data.message} role="status">
              Confira a sua caixa de entrada (e a de spam). O link vale por 30 minutos.
            </Alert>
          ) : throttled ? (
            <Button
              variant="light"
              fullWidth
              leftSection={<IconLockOpen size={16} />}
              loading={requestUnlock.isPending}
              onClick={() => requestUnlock.mutate({ email: normaliseEmail(form.values.email) })}
            >
              Desbloquear pelo e-mail
            </Button>
          ) : null}
          {showPrivacyPolicy ? (
            <Text fz="xs" c="dimmed" ta="center">
              Saiba como tratamos os seus dados na{' '}
              <Anchor component={Link} to={LEGAL_PAGES.privacy.path} inherit>
                {LEGAL_PAGES.privacy.label}
              </Anchor>
              .
            </Text>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
