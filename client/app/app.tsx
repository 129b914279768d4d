import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { BrandColor } from '../../shared/options.ts';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';

interface AppProps {
  router: AppRouter;
  queryClient?: QueryClient;
  brandSeed?: BrandColor | null;
}

/**
 * The whole app: the browser renders it (start.tsx) and the server renders it for the public pages
 * (entry-server.tsx). One tree for both, so the server's HTML and the browser's first render match.
 */
export function App({ router, queryClient, brandSeed }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} brandSeed={brandSeed}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
