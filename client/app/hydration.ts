import { startTransition, useEffect, useState } from 'react';

/**
 * Whether React is rendering a page's HTML on the server, or the browser's first render of that HTML (hydration).
 * Both must produce the same markup, so what only the browser knows (the tab's saved form, the cookie choice) waits
 * for the next render, and what is deferred on a fresh client render (to keep a phone's main thread free, docs/performance.md) is rendered at once: the HTML is there.
 */
let hydrating = false;

/** start.tsx: the page arrived server-rendered and is about to be hydrated. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * start.tsx: the visitor navigated away from the server-rendered page; renders from now on are ordinary client renders.
 * Not at the first commit: React hydrates suspense boundaries in later passes, which must still find the flag set.
 * Set longer than needed costs nothing but a deferral skipped (what reads it also works on a fresh client render).
 */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server and during hydration: render what the server HTML has, nothing that depends on the browser. */
export function isRenderingServerHtml(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * False on the server and during hydration, true afterwards (and from the first render of a page the client renders
 * alone). The switch is a transition: React renders it in slices, not in one task right after hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isRenderingServerHtml());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
