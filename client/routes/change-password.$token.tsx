import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ZChangePasswordRequest } from '../../shared/schemas/auth.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { PasswordInput } from '../components/FormControls.tsx';
import { applyFieldErrors, showSuccessToast } from '../lib/errors.ts';
import { zodResolver } from '../lib/form.ts';
import { useTRPC } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/change-password/$token')({
  component: ChangePasswordPage,
});

interface Values {
  password: string;
  passwordConfirmation: string;
}

function ChangePasswordPage() {
  usePageTitle('Criar nova senha');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { token } = Route.useParams();
  const form = useForm<Values>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: zodResolver(ZChangePasswordRequest, (values: Values) => ({ ...values, token })),
  });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: ({ message }) => {
        showSuccessToast(message);
        void navigate({ to: '/login', replace: true });
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <AuthCard title="Criar nova senha" description="Escolha uma senha com pelo menos 8 caracteres que você não use em outros sites.">
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ token, ...values }))}>
        <Stack gap="md">
          <PasswordInput label="Nova senha" autoComplete="new-password" leftSection={<IconLock size={16} />} aria-required autoFocus {...form.getInputProps('password')} />
          <PasswordInput label="Confirme a nova senha" autoComplete="new-password" leftSection={<IconLock size={16} />} aria-required {...form.getInputProps('passwordConfirmation')} />
          <Button type="submit" size="md" fullWidth loading={change.isPending}>
            Alterar senha
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login" fz="sm">
              Voltar para o login
            </Anchor>
            <Anchor component={Link} to="/recover-password" fz="sm">
              Pedir um novo link
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
