import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a path opens a page of the app: the history fallback answers the SPA's HTML either way (the client shows its
 * not-found page), but with a 404 for a path no route matches, so monitoring, crawlers and link checkers do not take
 * it for a page. The build lists the router's path patterns (scripts/lib/vite-route-paths.ts →
 * .vite/route-paths.json); they are matched here the way TanStack Router matches them (not case-sensitive, a trailing
 * or doubled slash ignored). A path that matches a pattern but names something missing (an unknown broker) is still
 * a page: the page itself says so. Without the list (a build without it) every path is a page, as before.
 */
export type IsAppPath = (pathname: string) => boolean;

type Segment = { kind: 'literal'; text: string } | { kind: 'param'; prefix: string; suffix: string; optional: boolean } | { kind: 'splat'; prefix: string; suffix: string };

/** One segment of a full path: `name`, `$id`, `{$id}`, `{-$step}` (optional), `$` or `{$}` (the rest), with a prefix or suffix inside a segment (`file{$id}.pdf`). */
export function parseSegment(segment: string): Segment {
  if (segment === '$') return { kind: 'splat', prefix: '', suffix: '' };
  if (/^\$\w+$/.test(segment)) return { kind: 'param', prefix: '', suffix: '', optional: false };
  const braced = /^(.*?)\{(-?)\$(\w*)\}(.*)$/.exec(segment);
  if (!braced) return { kind: 'literal', text: segment.toLowerCase() };
  const [, prefix, optional, name, suffix] = braced;
  const affixes = { prefix: prefix.toLowerCase(), suffix: suffix.toLowerCase() };
  return name ? { kind: 'param', ...affixes, optional: optional === '-' } : { kind: 'splat', ...affixes };
}

const affixed = (s: { prefix: string; suffix: string }, value: string, minMiddle: number) => {
  const v = value.toLowerCase();
  return v.length >= s.prefix.length + s.suffix.length + minMiddle && v.startsWith(s.prefix) && v.endsWith(s.suffix);
};

function matches(pattern: Segment[], url: string[]): boolean {
  if (pattern.length === 0) return url.length === 0;
  const [head, ...rest] = pattern;
  if (head.kind === 'splat') return url.length === 0 ? head.prefix === '' && head.suffix === '' : affixed(head, url.join('/'), 0);
  if (head.kind === 'param' && head.optional && matches(rest, url)) return true;
  if (url.length === 0) return false;
  const ok = head.kind === 'literal' ? head.text === url[0].toLowerCase() : affixed(head, url[0], 1);
  return ok && matches(rest, url.slice(1));
}

/** A path's segments, decoded; null when its percent-encoding is malformed (the router matches nothing then either). */
function urlSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The matcher for a list of full paths (`/deal/$dealId/edit/{-$step}`…). */
export function pathMatcher(fullPaths: string[]): IsAppPath {
  const patterns = fullPaths.map((p) => p.split('/').filter(Boolean).map(parseSegment));
  return (pathname) => {
    const url = urlSegments(pathname);
    return url !== null && patterns.some((p) => matches(p, url));
  };
}

/** The app's paths as the build of `clientDir` lists them; every path when it lists none. */
export function appPaths(clientDir: string): IsAppPath {
  const file = path.join(clientDir, '.vite/route-paths.json');
  if (!existsSync(file)) return () => true;
  const { paths } = JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown };
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) return () => true;
  return pathMatcher(paths);
}
