import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { queryClient } from '../lib/query-client.ts';
import { type Trpc, trpc } from '../lib/trpc.ts';
import { routeTree } from '../routeTree.gen.ts';

/** What every route's `beforeLoad`/`loader` receives. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // Preloaded data lives in TanStack Query; the router need not cache it again.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Any unknown path shows the not-found page on its own, never inside the signed-in shell.
  notFoundMode: 'root',
  defaultNotFoundComponent: NotFoundPage,
  defaultErrorComponent: ErrorPage,
  defaultPendingComponent: PageLoader,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
