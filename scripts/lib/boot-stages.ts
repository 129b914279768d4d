import type { Plugin, Rolldown } from 'vite';
import { importClosure } from './chunk-graph.ts';

/**
 * The app's start-up stages (client/main.tsx): the entry imports a few modules dynamically, one after another, so the
 * browser evaluates the app's code in several tasks instead of one long one. Everything a stage needs is still
 * wanted up front, as if the entry had imported it statically:
 * - `initialChunks`: what index.html loads up front — the entry and its boot stages with all they import statically
 *   (the landing-chunks groups, the route preloads and the bundle budget leave these out of each page's extras);
 * - `bootStages()`: announces those chunks in index.html (`modulepreload`, and the stylesheets they bring), so they
 *   are fetched at once with the entry instead of one stage after the other (server/ssr/server-rendering.ts moves
 *   the same links after the first paint of a server-rendered page, like every modulepreload).
 */

/** A chunk as the build plugins see it: its file, whether it is the entry, its static and dynamic imports. */
export interface StagedChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** The entry and its boot stages, in the order the entry starts them (the only dynamic imports of the entry). */
export function bootStarts(entry: Pick<StagedChunk, 'fileName' | 'dynamicImports'>): string[] {
  return [entry.fileName, ...entry.dynamicImports];
}

/** Every chunk index.html loads up front: the entry's and its boot stages' static import closures. */
export function initialChunks(entry: Pick<StagedChunk, 'fileName' | 'dynamicImports'>, importsOf: (file: string) => readonly string[] | undefined): Set<string> {
  return importClosure(bootStarts(entry), importsOf);
}

type HtmlChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports' | 'dynamicImports'> & { viteMetadata?: { importedCss: Set<string> } };

/** The `<link>` tags for the boot stages' chunks and stylesheets that index.html does not have yet, in load order. */
export function bootStageLinks(chunks: Map<string, HtmlChunk>, base = '/'): string[] {
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) return [];
  const importsOf = (file: string) => chunks.get(file)?.imports;
  const already = importClosure([entry.fileName], importsOf);
  const alreadyCss = new Set([...already].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));
  const staged: string[] = [];
  for (const stage of entry.dynamicImports) for (const file of importClosure([stage], importsOf)) if (!already.has(file) && !staged.includes(file)) staged.push(file);
  const css = [...new Set(staged.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]))].filter((f) => !alreadyCss.has(f));
  return [...css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`), ...staged.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`)];
}

export function bootStages(): Plugin {
  return {
    name: 'credito:boot-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map<string, HtmlChunk>();
        for (const item of Object.values(ctx.bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as HtmlChunk);
        const links = bootStageLinks(chunks);
        return links.length ? html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`) : html;
      },
    },
  };
}
