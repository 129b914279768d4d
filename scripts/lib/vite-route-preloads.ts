import path from 'node:path';
import type { Plugin } from 'vite';
import { initialChunks } from './boot-stages.ts';
import { importClosure } from './chunk-graph.ts';

/**
 * What a page needs beyond index.html, so the server can announce it in the HTML it serves for that page
 * (docs/performance.md): without it the browser discovers the route's chunks one level at a time (entry → route chunk →
 * its imports), a round trip each on a phone's network. Written to `.vite/route-preloads.json` (not served: dot
 * directories are ignored by express.static) and read by server/lib/route-preloads.ts.
 *
 * `routes`: for each route file under client/routes (path without `.tsx`, e.g. `simulacao/imobiliaria.$username`),
 * the JS files of its component chunk with everything they import statically, and their CSS, minus what index.html
 * already loads. `extras`: the same for a few lazily loaded modules the first paint may need (the cookie banner of a
 * first visit).
 */
export interface RoutePreloads {
  routes: Record<string, PreloadFiles>;
  extras: Record<string, PreloadFiles>;
}
export interface PreloadFiles {
  js: string[];
  css: string[];
}

/** Lazily loaded modules the server may announce, by name. */
const EXTRAS: Record<string, string> = { cookieBanner: 'client/components/cookies/CookieBanner.tsx' };

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const ROUTE_MODULE = /[\\/]client[\\/]routes[\\/](.+)\.tsx\?tsr-split=([\w-]+)$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function routePreloads(root: string): Plugin {
  return {
    name: 'credito:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      const closure = (starts: string[]) => importClosure(starts, (file) => chunks.get(file)?.imports);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const initial = initialChunks(entry, (file) => chunks.get(file)?.imports);
      const initialCss = new Set([...initial].flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]));
      const filesFor = (chunkFiles: string[]): PreloadFiles => {
        const js = [...closure(chunkFiles)].filter((f) => !initial.has(f)).sort();
        const css = [...new Set(js.flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]))].filter((f) => !initialCss.has(f)).sort();
        return { js, css };
      };

      const routeChunks = new Map<string, Set<string>>();
      const extraChunks = new Map<string, Set<string>>();
      const extraIds = new Map(Object.entries(EXTRAS).map(([name, file]) => [path.join(root, file), name]));
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const m = ROUTE_MODULE.exec(id);
          if (m?.[2].split('---').includes('component')) {
            const route = m[1].split(path.sep).join('/');
            routeChunks.set(route, (routeChunks.get(route) ?? new Set()).add(chunk.fileName));
          }
          const extra = extraIds.get(id);
          if (extra) extraChunks.set(extra, (extraChunks.get(extra) ?? new Set()).add(chunk.fileName));
        }
      }
      const out: RoutePreloads = {
        routes: Object.fromEntries([...routeChunks].sort(([a], [b]) => a.localeCompare(b)).map(([route, files]) => [route, filesFor([...files])])),
        extras: Object.fromEntries([...extraChunks].map(([name, files]) => [name, filesFor([...files])])),
      };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}
