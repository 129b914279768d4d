import { ModalsProvider } from '@mantine/modals';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/shell/AppLayout.tsx';
import { refreshSession } from '../lib/refresh.ts';
import { isAccessExpired, readSession } from '../lib/session.ts';

/**
 * Every private route sits under this pathless layout (docs/design/product-spec.md §2, §4): without a session, or with
 * an expired one that cannot be refreshed, it sends the visitor to /login?redirect=<where they were going>.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ location }) => {
    let session = readSession();
    if (session && isAccessExpired(session)) {
      // Offline: keep the session; the page's calls will say what failed.
      session = await refreshSession(session.accessToken).catch(() => readSession());
    }
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: PrivateApp,
});

/** The shell, with the confirm dialogs only private pages open (kept out of the public pages' first load). */
function PrivateApp() {
  return (
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <AppLayout />
    </ModalsProvider>
  );
}
