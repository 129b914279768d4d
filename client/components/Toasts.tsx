import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts of docs/design/product-spec.md §9: 5 s by default, at most 10 on screen. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_LIMIT = 10;

/** The toasts' container, in its own chunk (client/app/providers.tsx loads it after the first render). */
export function Toasts() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} position="top-right" zIndex={1000} />;
}
