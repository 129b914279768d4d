/**
 * The server entry of the public pages (content before JavaScript on a phone,
 * docs/adr/0009-paginas-publicas-renderizadas-no-servidor.md). Built with the browser code by `vite build --ssr`
 * into dist/ssr, everything it needs bundled (the production image has no React), and loaded by
 * server/ssr/server-rendering.ts. It renders the same tree the browser hydrates (app/app.tsx) with a router on the
 * request's path and a query cache of its own, filled only with public data: the broker's public profile.
 *
 * Only these pages are rendered here; every other path (the staff app, later steps of a registration) gets `null`
 * and the server sends the SPA's index.html as before.
 */

import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { parsePublicLink } from '../shared/deal-options.ts';
import type { BrandColor } from '../shared/options.ts';
import { brokerPageHead, DEAD_LINK_HEAD, type PageHead, PUBLIC_PAGE, type PublicPageData, type ServerRenderedPage, type ServerRenderRequest } from '../shared/server-rendering.ts';
import { App } from './app/app.tsx';
import { isBrandColor } from './app/brand.ts';
import { createAppRouter } from './app/router.tsx';
import { serializeServerState } from './app/server-state.ts';
import type { ClientFailure } from './lib/errors.ts';
import { createQueryClient } from './lib/query-client.ts';
import { trpc } from './lib/trpc.ts';

/** How a page's data was prepared: its status, its brand, and whether it sits behind a secret link. */
interface Prepared {
  status: 200 | 404;
  brand: BrandColor | null;
  secret: boolean;
  head?: PageHead;
}

type Params = Record<string, string | undefined>;
type Prepare = (params: Params, cache: QueryClient, data: PublicPageData) => Promise<Prepared | null>;

/** What BrokerGate shows for an unknown broker ("Link não encontrado"), as the browser's own fetch would leave it. */
const NOT_FOUND: ClientFailure = { network: false, status: 404, errors: [] };

/** The broker's public profile in the cache under the key BrokerGate reads (or its "not found", with a 404). */
async function withBroker(username: string | undefined, cache: QueryClient, data: PublicPageData, page: string): Promise<Prepared> {
  const key = trpc.publicSimulation.broker.queryKey({ username: username ?? '' });
  const broker = username ? await data.broker(username) : null;
  if (broker) {
    cache.setQueryData(key, broker);
    return { status: 200, brand: isBrandColor(broker.primaryColor) ? broker.primaryColor : null, secret: false, head: brokerPageHead(page, broker) };
  }
  failed(cache, key);
  return { status: 404, brand: null, secret: false, head: DEAD_LINK_HEAD };
}

/**
 * A query left as "not found", as the browser's own fetch would leave it. A plain failure rather than the
 * TRPCClientError a fetch would leave: toFailure reads both, and this one survives the trip to the browser as data.
 */
function failed(cache: QueryClient, queryKey: readonly unknown[]): void {
  const query = cache.getQueryCache().build(cache, { queryKey });
  query.setState({ ...query.state, status: 'error', error: NOT_FOUND as unknown as Error, errorUpdatedAt: Date.now(), fetchFailureCount: 1 });
}

/** The server-rendered pages, by route id. */
const PAGES: Record<string, Prepare> = {
  '/simulacao/imobiliaria/$username': (params, cache, data) => withBroker(params.username, cache, data, PUBLIC_PAGE.realtySimulation),
  '/simulacao/veicular/$username': (params, cache, data) => withBroker(params.username, cache, data, PUBLIC_PAGE.vehicleSimulation),
  '/links/$username': (params, cache, data) => withBroker(params.username, cache, data, PUBLIC_PAGE.links),
  // Only the first step: the later ones read what the visitor typed, which lives in the tab (sessionStorage).
  '/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}': async (params, cache, data) => {
    if (params.step !== undefined && params.step !== 'inicio') return null;
    if (!parsePublicLink(params.assetSegment ?? '', params.operationType ?? '')) return { status: 404, brand: null, secret: false, head: DEAD_LINK_HEAD };
    return withBroker(params.tokenOrUsername, cache, data, PUBLIC_PAGE.registration);
  },
  // The customer's deal is personal data: the HTML carries the page's frame and placeholders only, and the browser
  // fetches the deal with the token as before (the same request, the same access log entry).
  // A dead link (malformed, unknown, revoked, expired) answers 404 with the same friendly page the browser shows.
  '/acompanhar/$token': async (params, cache, data) => {
    const head = { title: 'Acompanhe sua proposta · Crédito', description: 'O andamento da sua proposta de crédito.' };
    const token = params.token ?? '';
    if (await data.trackingLinkIsLive(token)) return { status: 200, brand: null, secret: true, head };
    failed(cache, trpc.publicDeals.tracking.queryKey({ token }));
    return { status: 404, brand: null, secret: true, head };
  },
};

/** Renders `app` to a string once everything in it is ready (lazy parts included); any error fails the whole page. */
function renderToHtml(app: ReactNode, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => (failure ? reject(failure) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
    sink.on('close', () => clearTimeout(timer));
  });
}

export async function render({ url, data }: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  const queryClient = createQueryClient();
  const router = createAppRouter({ context: { queryClient, trpc }, history: createMemoryHistory({ initialEntries: [url] }) });
  const leaf = router.matchRoutes(router.latestLocation).at(-1);
  const prepare = leaf ? PAGES[leaf.routeId] : undefined;
  if (!leaf || !prepare) return null;
  const prepared = await prepare(leaf.params as Params, queryClient, data);
  if (!prepared) return null;
  await router.load();
  const html = await renderToHtml(<App router={router} queryClient={queryClient} brandSeed={prepared.brand} />);
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  queryClient.clear();
  return { status: prepared.status, html, state: serializeServerState({ queries, brand: prepared.brand }), secret: prepared.secret, head: prepared.head };
}
