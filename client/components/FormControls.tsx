import { Checkbox as MantineCheckbox, PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Mantine's TextInput and Select mark a field in error with aria-invalid; its PasswordInput and Checkbox only style it
 * (data-invalid, data-error). These two add the attribute from the same `error` prop, so a screen reader says the
 * field is invalid and focusFirstError (client/lib/focus-first-error.ts) lands on it. The app imports these instead of
 * Mantine's (biome.jsonc, noRestrictedImports).
 */
const invalid = (error: ReactNode) => (error ? true : undefined);

export function PasswordInput(props: ComponentProps<typeof MantinePasswordInput>) {
  return <MantinePasswordInput aria-invalid={invalid(props.error)} {...props} />;
}

function CheckboxWithAria(props: ComponentProps<typeof MantineCheckbox>) {
  return <MantineCheckbox aria-invalid={invalid(props.error)} {...props} />;
}

export const Checkbox = Object.assign(CheckboxWithAria, { Group: MantineCheckbox.Group });
