import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
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

interface AppRouterOptions {
  context: RouterContext;
  /** The server's memory history of one request (client/entry-server.tsx); the browser's history otherwise. */
  history?: RouterHistory;
}

/** The app's router: one in the browser (`router`), one per request when the server renders a public page. */
export function createAppRouter({ context, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history,
    isServer: history ? true : undefined,
    defaultPreload: 'intent',
    // Preloaded data lives in TanStack Query; the router need not cache it again.
    defaultPreloadStaleTime: 0,
    // The server has no scroll to restore (it would render an inline script, which the CSP forbids).
    scrollRestoration: !history,
    // Any unknown path shows the not-found page on its own, never inside the signed-in shell.
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PageLoader,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The browser's router (start.tsx makes it once, when it starts the app: building it reads the whole route tree). */
export const createBrowserRouter = (): AppRouter => createAppRouter({ context: { queryClient, trpc } });

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
