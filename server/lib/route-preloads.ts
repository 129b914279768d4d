import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COOKIE_PREFIX } from '../../shared/cookies.ts';

/**
 * index.html for a given path, announcing the JS and CSS that path's page needs (docs/performance.md: a phone opening a
 * public link). The build lists, for each route file, its chunks beyond what index.html already loads
 * (scripts/lib/vite-route-preloads.ts → .vite/route-preloads.json); here the request's path is matched against the
 * route files with TanStack Router's file naming, and `<link rel="modulepreload">` / `<link rel="preload" as="style">`
 * for the page and its layouts go into the head. The browser then fetches them all at once, beside the entry, instead
 * of discovering them one import level at a time. Without the file (a build without it) index.html is served as is.
 */

interface PreloadFiles {
  js: string[];
  css: string[];
}
interface RoutePreloadsFile {
  routes: Record<string, PreloadFiles>;
  extras: Record<string, PreloadFiles>;
}

/** A route file's place in the URL: its segments and whether it is an index route. */
export interface RouteShape {
  file: string;
  segments: string[];
  index: boolean;
}

/** `simulacao/imobiliaria.$username` → segments simulacao, imobiliaria, $username; `route` and `index` files name their folder. */
export function routeShape(file: string): RouteShape {
  const segments = file.split('/').flatMap((part) => part.split('.'));
  const last = segments.at(-1);
  const index = last === 'index';
  if (index || last === 'route') segments.pop();
  return { file, segments, index };
}

/** Whether `a` is a layout above `b` (a parent route in TanStack Router's file tree). */
export function isAncestor(a: RouteShape, b: RouteShape): boolean {
  if (a.index || a.file === b.file || a.segments.length > b.segments.length) return false;
  if (!a.segments.every((s, i) => s === b.segments[i])) return false;
  return a.segments.length < b.segments.length || b.index;
}

/**
 * Matches URL segments against route segments: `_x` takes none, `$x` one, `{-$x}` one or none, literals themselves
 * (`x_`, un-nested from the `x` layout, is `x` in the URL).
 */
function matches(route: string[], url: string[]): boolean {
  if (route.length === 0) return url.length === 0;
  const [head, ...rest] = route;
  if (head.startsWith('_')) return matches(rest, url);
  if (/^\{-\$\w+\}$/.test(head)) return matches(rest, url) || (url.length > 0 && matches(rest, url.slice(1)));
  if (url.length === 0) return false;
  if (head.startsWith('$')) return url[0] !== '' && matches(rest, url.slice(1));
  return head.replace(/_$/, '').toLowerCase() === url[0].toLowerCase() && matches(rest, url.slice(1));
}

const literals = (s: RouteShape) => s.segments.filter((x) => !x.startsWith('_') && !x.startsWith('$') && !x.startsWith('{')).length;

/** The route file a path opens (the most specific match: most literal segments, then an index over its layout). */
export function matchRoute(shapes: RouteShape[], pathname: string): RouteShape | null {
  let url: string[];
  try {
    url = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  let best: RouteShape | null = null;
  for (const shape of shapes) {
    if (!matches(shape.segments, url)) continue;
    if (!best || literals(shape) > literals(best) || (literals(shape) === literals(best) && shape.index && !best.index)) best = shape;
  }
  return best;
}

/** Whether the request's cookies hold a saved cookie choice (client/lib/cookie-consent.ts): if not, the banner shows. */
const hasCookieChoice = (cookieHeader: string | undefined) => (cookieHeader ?? '').split(';').some((c) => c.trim() === `${COOKIE_PREFIX}showCookieBanner=false`);

/** The HTML for `pathname`; `cookieHeader` tells whether the cookie banner (its static copy and its code) goes too. */
export type IndexHtml = (pathname: string, cookieHeader?: string) => string;

/** index.html's copy of the cookie banner (painted before the app's code), with the comment above it. */
const STATIC_BANNER = /\n\s*<!--(?:(?!-->)[\s\S])*?-->\s*<section id="static-cookie-banner"[\s\S]*?<\/section>|\s*<section id="static-cookie-banner"[\s\S]*?<\/section>/;

/** index.html without the static cookie banner (for a visitor who already chose). */
export const withoutStaticBanner = (html: string) => html.replace(STATIC_BANNER, '');

export function indexHtml(clientDir: string): IndexHtml {
  const fullHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chosenHtml = withoutStaticBanner(fullHtml);
  const listFile = path.join(clientDir, '.vite/route-preloads.json');
  if (!existsSync(listFile) || !fullHtml.includes('</head>')) return (_pathname, cookieHeader) => (hasCookieChoice(cookieHeader) ? chosenHtml : fullHtml);
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloadsFile;
  const shapes = Object.keys(list.routes).map(routeShape);
  const cache = new Map<string, string>();

  return (pathname, cookieHeader) => {
    const leaf = matchRoute(shapes, pathname);
    const banner = !hasCookieChoice(cookieHeader);
    const key = `${leaf?.file ?? ''}|${banner}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const parts: PreloadFiles[] = leaf ? [...shapes.filter((s) => isAncestor(s, leaf)), leaf].map((s) => list.routes[s.file]) : [];
    if (banner && list.extras.cookieBanner) parts.push(list.extras.cookieBanner);
    const js = [...new Set(parts.flatMap((p) => p.js))];
    const css = [...new Set(parts.flatMap((p) => p.css))];
    const tags = [...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`), ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`)];
    const html = banner ? fullHtml : chosenHtml;
    const out = tags.length ? html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : html;
    cache.set(key, out);
    return out;
  };
}
