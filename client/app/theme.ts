import { createTheme, localStorageColorSchemeManager, Modal, Notification, PasswordInput } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse clicks do not draw rings.
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Mantine's built-in accessible names are English; every one the app shows is given in pt-BR here.
  components: {
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } } }),
  },
});

/** Same key as client/public/color-scheme.js, which applies it before the first paint. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'credito.color-scheme' });
