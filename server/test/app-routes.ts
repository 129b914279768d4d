/**
 * The app's routes as the browser's router has them (client/app/router.tsx over the generated route tree), for the
 * tests of the history fallback's 404 (server/lib/route-paths.ts): a sample URL for each route, and the router's own
 * verdict on a path.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../client/app/router.tsx';
import { createQueryClient } from '../../client/lib/query-client.ts';
import { trpc } from '../../client/lib/trpc.ts';

const routerAt = (url: string) => createAppRouter({ context: { queryClient: createQueryClient(), trpc }, history: createMemoryHistory({ initialEntries: [url] }) });

/** A placeholder for every parameter without a value of its own. */
export const PLACEHOLDER = 'exemplo';

export interface RouteSample {
  routeId: string;
  fullPath: string;
  url: string;
}

/**
 * Every route of the router with the URLs that open it: each `$param` filled (from `values`, else the placeholder),
 * each optional `{-$param}` both left out and filled, a splat with two segments.
 */
export function appRouteSamples(values: Record<string, string> = {}): RouteSample[] {
  const routes = Object.values(routerAt('/').routesById) as { id: string; fullPath: string }[];
  return routes.flatMap(({ id, fullPath }) => {
    let urls = [''];
    for (const segment of fullPath.split('/').filter(Boolean)) {
      const param = /^(.*?)\{?(-?)\$(\w*)\}?(.*)$/.exec(segment);
      if (!param) {
        urls = urls.map((u) => `${u}/${segment}`);
        continue;
      }
      const [, prefix, optional, name, suffix] = param;
      const filled = `${prefix}${name ? (values[name] ?? PLACEHOLDER) : `${PLACEHOLDER}/${PLACEHOLDER}`}${suffix}`;
      urls = urls.flatMap((u) => (optional ? [u, `${u}/${filled}`] : [`${u}/${filled}`]));
    }
    return urls.map((url) => ({ routeId: id, fullPath, url: url || '/' }));
  });
}

/** Whether the router opens a page for `url` rather than its not-found page. */
export function routerFindsPage(url: string): boolean {
  const router = routerAt(url);
  return !router.matchRoutes(router.latestLocation).some((m) => (m as { _notFound?: boolean })._notFound);
}
