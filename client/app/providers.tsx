import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { TRPCProvider, trpcClient } from '../lib/trpc.ts';
import { ColorSchemeSync, useBrandColor } from './brand.ts';
import { colorSchemeManager, theme } from './theme.ts';

/** Toasts of spec §9: 5 s by default, at most 10 on screen. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_LIMIT = 10;

export function Providers({ children }: { children: ReactNode }) {
  // The company's primary colour (account identity) themes the whole app.
  const primaryColor = useBrandColor();
  const branded = useMemo(() => ({ ...theme, primaryColor }), [primaryColor]);
  return (
    <MantineProvider theme={branded} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <ColorSchemeSync />
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
              <Notifications autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} position="top-right" zIndex={1000} />
              {children}
            </ModalsProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
