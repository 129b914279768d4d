import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import type { BrandColor } from '../../shared/options.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { TRPCProvider, trpcClient } from '../lib/trpc.ts';
import { BrandSeedContext, ColorSchemeSync, useBrandColor } from './brand.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

/**
 * The toasts' container is not needed to paint a page, so it loads only once a toast is raised (nothing
 * competes with a phone's first paint). `notifications.show` writes to a store that lives with the rest of the app:
 * the toast is shown as soon as the container arrives, and the container stays from then on.
 */
const Toasts = lazy(() => import('../components/Toasts.tsx').then((m) => ({ default: m.Toasts })));

let toastRaised = false;
const subscribeToasts = (onChange: () => void) => notificationsStore.subscribe(() => onChange());
/** Whether a toast was ever raised (it then keeps the container mounted). */
function hasToasts(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  if (notifications.length > 0 || queue.length > 0) toastRaised = true;
  return toastRaised;
}

interface ProvidersProps {
  children: ReactNode;
  /** The server renders each request with its own cache (client/entry-server.tsx); the browser has one. */
  queryClient?: QueryClient;
  /** The brand of a server-rendered public page (brand.ts). */
  brandSeed?: BrandColor | null;
}

/**
 * Every page, public or private. Only what any page needs to paint lives here; what only the signed-in app uses
 * (the confirm dialogs' ModalsProvider) is mounted by the _auth layout, in its own chunk.
 */
export function Providers({ children, queryClient = appQueryClient, brandSeed = null }: ProvidersProps) {
  return (
    <BrandSeedContext value={brandSeed}>
      <ThemedProviders queryClient={queryClient}>{children}</ThemedProviders>
    </BrandSeedContext>
  );
}

function ThemedProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  // The company's primary colour (account identity) themes the whole app.
  const primaryColor = useBrandColor();
  const branded = useMemo(() => ({ ...theme, primaryColor }), [primaryColor]);
  const toasts = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  return (
    <MantineProvider theme={branded} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ColorSchemeSync />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Suspense fallback={null}>{toasts ? <Toasts /> : null}</Suspense>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
