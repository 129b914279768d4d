import { Checkbox as MantineCheckbox, PasswordInput as MantinePasswordInput } from '@mantine/core';
import { type ComponentProps, type ReactNode, useState } from 'react';

/**
 * Mantine's TextInput and Select mark a field in error with aria-invalid; its PasswordInput and Checkbox only style it
 * (data-invalid, data-error). These two add the attribute from the same `error` prop, so a screen reader says the
 * field is invalid and focusFirstError (client/lib/focus-first-error.ts) lands on it. The app imports these instead of
 * Mantine's (biome.jsonc, noRestrictedImports).
 */
const invalid = (error: ReactNode) => (error ? true : undefined);

/**
 * The show/hide button (in the Tab order: the theme's visibilityToggleFocusable, app/theme.ts) is named by what it does
 * next: "Mostrar senha", then "Ocultar senha". The name carries the state, so Mantine's aria-pressed goes (a screen
 * reader would otherwise say "Ocultar senha, pressionado": the state twice, contradicting itself).
 */
export function PasswordInput({ visibilityToggleButtonProps, onVisibilityChange, ...props }: ComponentProps<typeof MantinePasswordInput>) {
  const [shownHere, setShownHere] = useState(props.defaultVisible ?? false);
  const shown = props.visible ?? shownHere;
  const name = shown ? 'Ocultar senha' : 'Mostrar senha';
  return (
    <MantinePasswordInput
      aria-invalid={invalid(props.error)}
      visibilityToggleButtonProps={{ 'aria-label': name, 'aria-pressed': undefined, title: name, ...visibilityToggleButtonProps }}
      onVisibilityChange={(visible) => {
        setShownHere(visible);
        onVisibilityChange?.(visible);
      }}
      {...props}
    />
  );
}

function CheckboxWithAria(props: ComponentProps<typeof MantineCheckbox>) {
  return <MantineCheckbox aria-invalid={invalid(props.error)} {...props} />;
}

export const Checkbox = Object.assign(CheckboxWithAria, { Group: MantineCheckbox.Group });
