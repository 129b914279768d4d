import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ZForgotPasswordRequest } from '../../shared/schemas/auth.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { applyFieldErrors } from '../lib/errors.ts';
import { zodResolver } from '../lib/form.ts';
import { useTRPC } from '../lib/trpc.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export const Route = createFileRoute('/recover-password')({
  component: RecoverPasswordPage,
});

function RecoverPasswordPage() {
  usePageTitle('Recuperar senha');
  const trpc = useTRPC();
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(ZForgotPasswordRequest) });
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions({ onError: (error) => applyFieldErrors(form, error) }));

  return (
    <AuthCard title="Recuperar senha" description="Informe o e-mail da sua conta. Se ele estiver cadastrado, enviaremos um link para criar uma nova senha.">
      <Stack gap="md">
        {request.isSuccess ? (
          // The REST answer keeps the spec's wording ("Solicitação enviado…", docs/design/product-spec.md §7); the screen says it in
          // correct Portuguese.
          <Alert color="green" variant="light" icon={<IconCircleCheck />} title="Solicitação enviada com sucesso!" role="status">
            Confira a sua caixa de entrada (e a de spam). O link vale por 30 minutos.
          </Alert>
        ) : null}
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate({ email: values.email.trim().toLowerCase() }))}>
          <Stack gap="md">
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="voce@empresa.com.br"
              leftSection={<IconMail size={16} />}
              aria-required
              autoFocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" fullWidth loading={request.isPending}>
              Enviar link
            </Button>
          </Stack>
        </form>
        <Center>
          <Anchor component={Link} to="/login" fz="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Voltar para o login
          </Anchor>
        </Center>
      </Stack>
    </AuthCard>
  );
}
