/**
 * The bundle-budget baseline (scripts/bench/bundle.ts): the smallest app on the project's stack that can talk to
 * its server — React, Mantine (core styles and provider), TanStack Router with one code-split route, TanStack
 * Query and tRPC through the TanStack integration with superjson (the server's wire format). Copied to a temp dir
 * at bench time and built with the project's Vite and node_modules; never part of the product.
 */
import '@mantine/core/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeTree } from './routes.tsx';
import { TRPCProvider, trpcClient } from './trpc.ts';

const queryClient = new QueryClient();
const router = createRouter({ routeTree });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
