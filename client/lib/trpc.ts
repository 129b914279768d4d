import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { authLink } from './auth-link.ts';
import { queryClient } from './query-client.ts';
import { freshAccessToken } from './refresh.ts';
import { readSession } from './session.ts';

/** Headers of every call (spec §7): pt-BR, and the bearer token when signed in. */
export function apiHeaders(): Record<string, string> {
  const token = readSession()?.accessToken;
  return token ? { 'Accept-Language': 'pt-BR', Authorization: `Bearer ${token}` } : { 'Accept-Language': 'pt-BR' };
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Server-sent events cannot carry headers: the token goes as a connection parameter, read again on every
      // reconnect so a long-open board keeps working after the access token is refreshed.
      true: httpSubscriptionLink({
        url: '/trpc',
        transformer: superjson,
        connectionParams: async () => ({ token: (await freshAccessToken()) ?? '' }),
      }),
      false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 20, headers: apiHeaders }),
    }),
  ],
});

/** Query and mutation options for every procedure, for loaders (router context) and components alike. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
