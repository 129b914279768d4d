import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Every URL pattern the app's router knows, so the server can answer 404 for a path none of them matches
 * (server/lib/route-paths.ts) while still sending the SPA, which shows its not-found page. Written to
 * `.vite/route-paths.json` (not served: dot directories are ignored by express.static).
 *
 * The list comes from the route tree TanStack Router's generator wrote for this build (client/routeTree.gen.ts, its
 * `FileRouteTypes['fullPaths']`), not from our own reading of the file names under client/routes: the generator
 * applies its naming rules (pathless `_layout`s, `name_` un-nesting, `index` and `route` files, `-` ignored files,
 * escapes) and this is exactly the tree the browser's router matches against. .vite/route-preloads.json is no
 * substitute: it lists only the route files that have a component chunk (a redirect-only index route has none).
 */
export interface RoutePaths {
  /** Full paths with TanStack Router's syntax: `/deal/$dealId/edit/{-$step}`, `/customers/` (an index route). */
  paths: string[];
}

export const ROUTE_PATHS_FILE = '.vite/route-paths.json';

/**
 * The full paths the generated route tree declares. Throws when it declares none: a generator whose output no longer
 * reads this way must fail the build, never ship a list that would turn real pages into 404s.
 */
export function routeTreePaths(routeTreeSource: string): string[] {
  const union = /\bfullPaths:((?:\s*\|?\s*(?:'[^']*'|"[^"]*"))+)/.exec(routeTreeSource)?.[1];
  const paths = [...(union ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
  if (paths.length === 0 || !paths.every((p) => p.startsWith('/'))) throw new Error('route tree: no `fullPaths` union of paths found (did the TanStack Router generator change its output?)');
  return [...new Set(paths)].sort();
}

/** `routeTreeFile`: the tree the router plugin generates (read once the bundle is made, so it is this build's). */
export function routePaths(routeTreeFile: string): Plugin {
  return {
    name: 'credito:route-paths',
    apply: 'build',
    generateBundle() {
      const out: RoutePaths = { paths: routeTreePaths(readFileSync(routeTreeFile, 'utf8')) };
      this.emitFile({ type: 'asset', fileName: ROUTE_PATHS_FILE, source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}
