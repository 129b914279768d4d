import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { type PageHead, type ServerRenderedPage, type ServerRenderer, SSR_STATE_ID } from '../../shared/server-rendering.ts';
import type { Deps } from '../deps.ts';
import { acceptsEncoding } from '../lib/precompressed.ts';
import type { IndexHtml } from '../lib/route-preloads.ts';
import { redactSecretPaths } from '../lib/secret-paths.ts';
import { publicPageData } from './public-page-data.ts';

/** Loads the server entry of the public pages (client/entry-server.tsx, built or, in tests, from source). */
export type LoadServerRenderer = () => Promise<ServerRenderer>;

/** The entry built by `vite build --ssr` (npm run build) into `ssrDir`, or null when there is none. */
export function builtServerRenderer(ssrDir: string): LoadServerRenderer | null {
  const file = path.join(ssrDir, 'entry-server.js');
  return existsSync(file) ? () => import(pathToFileURL(file).href) as Promise<ServerRenderer> : null;
}

const ROOT = '<div id="root"></div>';
const ENTRY = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html (with the route's preloads and, for a first visit, the static cookie banner) around the page's HTML.
 * The app's code — its entry and the modulepreload links of the route's chunks — is loaded once the page is painted
 * (client/public/start-after-paint.js): the HTML and the stylesheet are all it takes to read the page, and they no
 * longer share a phone's slow network with the app's code, nor wait for it to run.
 */
export function pageDocument(indexHtml: string, page: ServerRenderedPage): string {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html sem <div id="root"></div>');
  const entry = ENTRY.exec(indexHtml)?.[1];
  let html = indexHtml;
  if (entry) {
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
    html = html.replace(MODULE_PRELOAD, '').replace(ENTRY, () => `\n    <script src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`);
  }
  if (page.head) html = withHead(html, page.head);
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`;
  // A function replacement: the page's HTML may contain `$&` and the like, which a replacement string would expand.
  return html.replace(ROOT, () => `<div id="root">${page.html}</div>${state}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's own title and description in index.html's place, and as Open Graph tags: the preview WhatsApp shows for
 * a broker's link names the broker instead of the platform.
 */
function withHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () =>
        `<meta name="description" content="${description}" />\n    <meta property="og:type" content="website" />\n    <meta property="og:title" content="${title}" />\n    <meta property="og:description" content="${description}" />`,
    );
}

/**
 * Sends the page compressed when the browser accepts it: the HTML of a rendered page is tens of kB (Mantine's inline
 * styles), a few kB compressed, and it is the first thing a phone on a slow network waits for.
 */
function sendHtml(req: Request, res: Response, html: string): void {
  const accept = req.get('accept-encoding');
  res.vary('Accept-Encoding').type('html');
  if (acceptsEncoding(accept, 'br')) {
    res.setHeader('Content-Encoding', 'br');
    res.send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (acceptsEncoding(accept, 'gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipSync(html));
  } else {
    res.send(html);
  }
}

/** An error for the log: its message and stack, with any credential in a path (a tracking token) hidden. */
function loggable(err: unknown): { message: string; stack?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  return { message: redactSecretPaths(e.message), stack: e.stack && redactSecretPaths(e.stack) };
}

/**
 * GET of a public page: its HTML rendered on the server, with the broker's branding and the form or
 * content, so a phone shows it before any script arrives; the browser then hydrates it. Any other path, and any
 * failure to render (logged), goes on to the SPA's index.html, never to an error page.
 */
export function serverRenderedPages(deps: Deps, html: IndexHtml, load: LoadServerRenderer): RequestHandler {
  let renderer: Promise<ServerRenderer> | undefined;
  const entry = () => {
    renderer ??= load().catch((err: unknown) => {
      // Tried again by the next request; meanwhile every page is the SPA.
      renderer = undefined;
      throw err;
    });
    return renderer;
  };
  // Loaded now, so the first visitor does not wait for it.
  entry().catch((err: unknown) => deps.log.error({ err: loggable(err) }, 'server rendering: entry not loaded, serving the SPA'));

  return async (req: Request & { id?: string }, res, next) => {
    let page: ServerRenderedPage | null;
    let document: string;
    try {
      page = await (await entry()).render({ url: req.originalUrl, data: publicPageData(deps, req) });
      if (!page) return next();
      document = pageDocument(html(req.path, req.get('cookie')), page);
    } catch (err) {
      deps.log.error({ err: loggable(err), requestId: req.id, path: redactSecretPaths(req.path) }, 'server rendering failed, serving the SPA');
      return next();
    }
    // A tracking link's page is the customer's: no cache keeps it. The others are revalidated like index.html.
    res.setHeader('Cache-Control', page.secret ? 'no-store' : 'no-cache');
    sendHtml(req, res.status(page.status), document);
  };
}
