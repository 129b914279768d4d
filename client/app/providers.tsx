import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { TRPCProvider, trpcClient } from '../lib/trpc.ts';
import { ColorSchemeSync, useBrandColor } from './brand.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

/**
 * The toasts' container is not needed to paint a page, so it loads after the first render (bundle budget, issue 7).
 * `notifications.show` writes to a store that lives with the rest of the app: a toast raised before the container
 * arrives is shown as soon as it mounts.
 */
const Toasts = lazy(() => import('../components/Toasts.tsx').then((m) => ({ default: m.Toasts })));

/**
 * Every page, public or private. Only what any page needs to paint lives here; what only the signed-in app uses
 * (the confirm dialogs' ModalsProvider) is mounted by the _auth layout, in its own chunk.
 */
export function Providers({ children }: { children: ReactNode }) {
  // The company's primary colour (account identity) themes the whole app.
  const primaryColor = useBrandColor();
  const branded = useMemo(() => ({ ...theme, primaryColor }), [primaryColor]);
  return (
    <MantineProvider theme={branded} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ColorSchemeSync />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
