import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAcceptPoliciesRequest } from '../../shared/schemas/auth.ts';
import { showSuccessToast } from '../lib/errors.ts';
import { zodResolver } from '../lib/form.ts';
import { dismissPolicies, usePoliciesPrompt } from '../lib/policies-prompt.ts';
import { updateSessionUser } from '../lib/session.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useLogout } from '../lib/use-logout.ts';
import { Checkbox } from './FormControls.tsx';

/**
 * docs/design/product-spec.md §8 USER_POLICIES_NOT_ACCEPTED_ERROR: accepting the terms of use and the privacy policy is
 * required to use the system, so the modal cannot be dismissed — only accepted, or left by signing out.
 */
export function PoliciesModal() {
  const opened = usePoliciesPrompt();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const form = useForm({
    initialValues: { acceptPrivacyPolicy: false, acceptTermsOfUse: false },
    validate: zodResolver(ZAcceptPoliciesRequest),
  });
  const accept = useMutation(
    trpc.auth.acceptPolicies.mutationOptions({
      onSuccess: async ({ message }) => {
        updateSessionUser((user) => ({ ...user, policiesAccepted: true }));
        dismissPolicies();
        form.reset();
        showSuccessToast(message);
        // The calls refused before the acceptance now succeed.
        await queryClient.invalidateQueries();
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={() => undefined} title="Termos de uso e privacidade" withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered size="lg">
      <form noValidate onSubmit={form.onSubmit(() => accept.mutate({ acceptPrivacyPolicy: true, acceptTermsOfUse: true }))}>
        <Stack gap="md">
          <Text fz="sm">
            Para usar a plataforma Crédito é preciso aceitar os termos de uso e a política de privacidade. Eles explicam como tratamos os seus dados e os dos seus clientes, conforme a Lei Geral de
            Proteção de Dados (LGPD).
          </Text>
          {/* What is accepted must be readable first (LGPD art. 8-9): both open in a new tab, the modal stays. */}
          <Checkbox
            label={
              <>
                Li e aceito a{' '}
                <Anchor href="/politica-privacidade" target="_blank" rel="noopener noreferrer">
                  política de privacidade
                </Anchor>
              </>
            }
            {...form.getInputProps('acceptPrivacyPolicy', { type: 'checkbox' })}
          />
          <Checkbox
            label={
              <>
                Li e aceito os{' '}
                <Anchor href="/termo-de-uso" target="_blank" rel="noopener noreferrer">
                  termos de uso
                </Anchor>
              </>
            }
            {...form.getInputProps('acceptTermsOfUse', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => void logout().then(dismissPolicies)}>
              Sair
            </Button>
            <Button type="submit" loading={accept.isPending}>
              Aceitar e continuar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
