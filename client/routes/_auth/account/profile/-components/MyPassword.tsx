import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type TChangeMyPasswordRequest, ZChangeMyPasswordRequest } from '../../../../../../shared/schemas/auth.ts';
import { PasswordInput } from '../../../../../components/FormControls.tsx';
import { applyFieldErrors, showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { zodResolver } from '../../../../../lib/form.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

const EMPTY: TChangeMyPasswordRequest = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * "Senha": the signed-in user changes their password with the current one. The other open sessions end (this one
 * stays), and an e-mail tells them of the change (auth.changeMyPassword).
 */
export function MyPassword() {
  const trpc = useTRPC();
  const profile = useProfile();
  const form = useForm<TChangeMyPasswordRequest>({ initialValues: EMPTY, validate: zodResolver(ZChangeMyPasswordRequest) });
  const change = useMutation(
    trpc.auth.changeMyPassword.mutationOptions({
      onSuccess: ({ message }) => {
        showSuccessToast(`${message} As outras sessões abertas foram encerradas.`);
        form.setValues(EMPTY);
        form.resetDirty(EMPTY);
      },
      onError: (error) => {
        applyFieldErrors(form, error);
        // Too many wrong current passwords (counted with the sign-ins): said on the field, not only in a passing toast.
        const failure = toFailure(error);
        if (failure.type === 'TOO_MANY_ATTEMPTS_ERROR') form.setFieldError('currentPassword', `${failure.message}. Enquanto isso, o login desta conta neste aparelho também fica bloqueado.`);
      },
    }),
  );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="senha">
      <form noValidate aria-labelledby="senha" onSubmit={form.onSubmit((values) => change.mutate(values))}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id="senha">
            Senha
          </Title>
          <Text fz="sm" c="dimmed">
            Para trocar a senha, informe a atual. As outras sessões abertas (em outros aparelhos ou navegadores) serão encerradas, e você recebe um e-mail avisando da troca.
          </Text>
          {/* For password managers: the account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
          <PasswordInput label="Senha atual" autoComplete="current-password" aria-required maw={{ sm: 'calc(50% - var(--mantine-spacing-sm) / 2)' }} {...form.getInputProps('currentPassword')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput label="Nova senha" description="Pelo menos 8 caracteres" autoComplete="new-password" aria-required {...form.getInputProps('password')} />
            <PasswordInput label="Confirme a nova senha" description="A mesma, outra vez" autoComplete="new-password" aria-required {...form.getInputProps('passwordConfirmation')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
