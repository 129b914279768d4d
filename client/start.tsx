/** The app in the browser: the last of the start-up stages of client/main.tsx. */
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedBrandOverride } from './app/brand.ts';
import { endHydration, startHydration } from './app/hydration.ts';
import { createBrowserRouter } from './app/router.tsx';
import { readServerState, type ServerState } from './app/server-state.ts';
import { focusFirstErrorAfterSubmit } from './lib/focus-first-error.ts';
import { queryClient } from './lib/query-client.ts';
import { startRefreshTimer } from './lib/refresh.ts';

startRefreshTimer();
focusFirstErrorAfterSubmit();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A public page the server rendered: the browser takes over the same tree with the same data. */
async function hydrateServerPage(root: HTMLElement, state: ServerState): Promise<void> {
  hydrate(queryClient, state.queries);
  seedBrandOverride(state.brand);
  startHydration();
  // Like the evaluation of the app's code (main.tsx), building the router (its route tree), matching the page and
  // React's first slice each start in a task of their own, so a phone's main thread is free in between (Lighthouse's
  // total blocking time counts each long task past 50 ms; docs/performance.md, nineteenth pass).
  await nextTask();
  const router = createBrowserRouter();
  // The router renders as the server did (no suspense boundary of its own around the first match).
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  startTransition(() => {
    hydrateRoot(root, <App router={router} />);
  });
  // React hydrates the page's suspense boundaries one after the other, after the first commit; the first navigation
  // is the sure sign that the server's page is done with (hydration.ts).
  const unsubscribe = router.subscribe('onBeforeNavigate', () => {
    endHydration();
    unsubscribe();
  });
}

const serverState = readServerState();
if (serverState) {
  // Its HTML is on screen already, with the broker's branding and the form (the public queries' cache and the brand
  // came with it).
  void hydrateServerPage(container, serverState);
} else {
  // A transition, so React renders the first page in slices and yields to the browser in between instead of holding
  // the main thread for one long task (Lighthouse's total blocking time on a phone, docs/performance.md). Nothing is on screen
  // before it but index.html's static parts, which stay until it commits.
  const router = createBrowserRouter();
  startTransition(() => {
    createRoot(container).render(<App router={router} />);
  });
}
