// Mantine's core styles first (stack.md); the styles of packages only some parts use (charts, dropzone, toasts) are
// imported by the components that use them, so they load with those pages.
import '@mantine/core/styles.css';

import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedBrandOverride } from './app/brand.ts';
import { endHydration, startHydration } from './app/hydration.ts';
import { router } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { queryClient } from './lib/query-client.ts';
import { startRefreshTimer } from './lib/refresh.ts';

startRefreshTimer();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

const serverState = readServerState();
if (serverState) {
  // A public page the server rendered (issue 18): its HTML is on screen already. The browser takes over the same
  // tree with the same data (the public queries' cache, the broker's brand), once the page's code has arrived.
  hydrate(queryClient, serverState.queries);
  seedBrandOverride(serverState.brand);
  // The router renders as the server did (no suspense boundary of its own around the first match).
  router.ssr = { manifest: undefined };
  startHydration();
  void router.load().then(() => {
    startTransition(() => {
      hydrateRoot(container, <App router={router} />);
    });
    // React hydrates the page's suspense boundaries one after the other, after the first commit; the first navigation
    // is the sure sign that the server's page is done with (hydration.ts).
    const unsubscribe = router.subscribe('onBeforeNavigate', () => {
      endHydration();
      unsubscribe();
    });
  });
} else {
  // A transition, so React renders the first page in slices and yields to the browser in between instead of holding
  // the main thread for one long task (issue 7: Lighthouse's total blocking time on a phone). Nothing is on screen
  // before it but index.html's static parts, which stay until it commits.
  startTransition(() => {
    createRoot(container).render(<App router={router} />);
  });
}
