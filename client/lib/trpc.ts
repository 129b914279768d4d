import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { authLink } from './auth-link.ts';
import { queryClient } from './query-client.ts';
import { readSession } from './session.ts';

/** Headers of every call (docs/design/product-spec.md §7): pt-BR, and the bearer token when signed in. */
export function apiHeaders(): Record<string, string> {
  const token = readSession()?.accessToken;
  return token ? { 'Accept-Language': 'pt-BR', Authorization: `Bearer ${token}` } : { 'Accept-Language': 'pt-BR' };
}

/** Asks for live-stream tickets: the ordinary bearer call, with the session handling of every call. */
const ticketClient = createTRPCClient<AppRouter>({
  links: [authLink, httpLink({ url: '/trpc', transformer: superjson, headers: apiHeaders })],
});

/**
 * Where a live stream connects: server-sent events cannot carry the Authorization header, and an access token in the
 * URL would land in proxy logs, so every connection first asks for a single-use ticket (the `ticket` query parameter,
 * which request logs hide). Called again on every reconnect, so a long-open board keeps working.
 */
async function streamUrl(): Promise<string> {
  const { ticket } = await ticketClient.pipelines.streamTicket.mutate();
  return `/trpc?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * An EventSource that never reconnects by itself: it would present its spent ticket again. The error then reaches the
 * subscription, which reconnects with a new ticket (use-deal-events).
 */
function singleUseEventSource(): typeof EventSource | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return class SingleUseEventSource extends EventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      // Registered before tRPC's own listener, which then sees the stream closed and reports the error.
      this.addEventListener('error', () => {
        if (this.readyState === this.CONNECTING) this.close();
      });
    }
  };
}

/**
 * Queries whose input is a whole case (a simulation): too large for a URL, so they go by POST (the server allows a
 * query by POST: `allowMethodOverride`). They stay queries: computing changes nothing.
 */
const POST_QUERIES: ReadonlySet<string> = new Set(['simulation.run', 'simulation.deadlines', 'simulation.detailed']);

/**
 * Calls sent the moment they are made, alone: a batch waits for the next task, behind whatever the page renders first
 * (a board drop re-renders its cards; the save should not wait for that).
 */
const IMMEDIATE: ReadonlySet<string> = new Set(['deals.move']);

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    authLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: streamUrl, transformer: superjson, EventSource: singleUseEventSource() }),
      false: splitLink({
        condition: (op) => op.type === 'mutation' && IMMEDIATE.has(op.path),
        true: httpLink({ url: '/trpc', transformer: superjson, headers: apiHeaders }),
        false: splitLink({
          condition: (op) => op.type === 'query' && POST_QUERIES.has(op.path),
          true: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 20, headers: apiHeaders, methodOverride: 'POST' }),
          false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: 20, headers: apiHeaders }),
        }),
      }),
    }),
  ],
});

/** Query and mutation options for every procedure, for loaders (router context) and components alike. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
