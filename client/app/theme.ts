import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  localStorageColorSchemeManager,
  type ModalProps,
  type MultiSelectProps,
  type NotificationProps,
  type PasswordInputProps,
  type SelectProps,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA (4.5:1) for white text on filled buttons and for links on white: blue 7 gives 4.2:1, blue 8 gives 5.0:1
  // (axe). autoContrast picks dark text on light brand colours (yellow, lime…).
  // In the dark scheme blue 5 under white text gives 3.0:1 and blue 8 gives 5.0:1 (axe in dark mode).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // White text only where it reaches 4.5:1: a background of relative luminance L gives white 1.05 / (L + 0.05), so L at
  // most ~0.183. Mantine's default (0.3) put white on the brand's orange, green, teal and cyan at shade 8 (3.5 to 4.4:1);
  // above this, dark text (4.8 to 6.1:1 on those).
  luminanceThreshold: 0.185,
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse clicks do not draw rings.
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Mantine's built-in accessible names are English; every one the app shows is given in pt-BR here. Plain objects
  // rather than `Modal.extend(…)`: importing the components would put them (and what they use) in every page's
  // first load (bundle budget, docs/performance.md).
  components: {
    // The show/hide button is in the Tab order (Mantine leaves it out); the app's PasswordInput (components/FormControls.tsx)
    // names it "Mostrar senha" or "Ocultar senha" as it stands.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true, visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } } satisfies Partial<PasswordInputProps> },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } satisfies Partial<ModalProps> },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } } satisfies Partial<NotificationProps> },
    // A searchable list opens on a click, on typing or on the arrow keys, not on focus alone: focus lands on it when a
    // dialog opens or when a submit left it in error (lib/focus-first-error.ts), and an open list would cover the
    // dialog's buttons and the field's own error message.
    Select: { defaultProps: { openOnFocus: false } satisfies Partial<SelectProps> },
    MultiSelect: { defaultProps: { openOnFocus: false } satisfies Partial<MultiSelectProps> },
    // The "/" between crumbs in the dimmed text colour (AA in both schemes); Mantine's read 4.0:1 in the dark one.
    Breadcrumbs: { styles: { separator: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/** Same key as client/public/color-scheme.js, which applies it before the first paint. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'credito.color-scheme' });

/**
 * Text colours that keep WCAG AA contrast (4.5:1) in the light scheme (axe, docs/performance.md): Mantine's "dimmed"
 * gray 6 reads 3.3:1 on white; coloured text (`c="red"`, shade 8 with the primary shade above) and the text of light
 * badges (shade 9 on shade 1) fall to 3.1–4.3:1 for teal, green, orange and the like. Darkening shade 9 a little keeps
 * the hue.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#666e76',
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((name) => [
        // Yellow 9 darkened as little as the others still reads 4.0:1 as text on white and 4.47:1 in a light badge
        // ("Nota fiscal pendente"): it takes more.
        [`--mantine-color-${name}-text`, darken(t.colors[name][9], name === 'yellow' ? 0.3 : 0.15)],
        [`--mantine-color-${name}-light-color`, darken(t.colors[name][9], name === 'yellow' ? 0.35 : 0.25)],
        // Outline badges and buttons write in the filled shade: orange, teal or yellow 8 on white fall under 4.5:1.
        [`--mantine-color-${name}-outline`, darken(t.colors[name][9], name === 'yellow' ? 0.3 : 0.15)],
      ]),
    ),
  },
  // Dark scheme: Mantine's "dimmed" dark 2 (#828282) reads 3.5:1 on a card (dark 6) and 4.0:1 on the page;
  // #acacac keeps 4.9:1 even on a hovered or greyed row (dark 5).
  dark: {
    '--mantine-color-dimmed': '#acacac',
  },
});
