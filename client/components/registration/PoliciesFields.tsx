import { Anchor, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Checkbox } from '../FormControls.tsx';

/** The policies pages (another area builds them); they open in a new tab so the form keeps what was typed. */
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Acceptance of the privacy policy and the terms of use (required: 'Você deve
 * aceitar...', docs/design/product-spec.md §5).
 */
export function PoliciesFields<V extends { policies: { acceptPrivacyPolicy: boolean; acceptTermsOfUse: boolean } }>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={
          <>
            Li e aceito a{' '}
            <Anchor href="/politica-privacidade" {...newTab}>
              política de privacidade
            </Anchor>
          </>
        }
        {...form.getInputProps('policies.acceptPrivacyPolicy', { type: 'checkbox' })}
      />
      <Checkbox
        label={
          <>
            Li e aceito os{' '}
            <Anchor href="/termo-de-uso" {...newTab}>
              termos de uso
            </Anchor>
          </>
        }
        {...form.getInputProps('policies.acceptTermsOfUse', { type: 'checkbox' })}
      />
    </Stack>
  );
}
