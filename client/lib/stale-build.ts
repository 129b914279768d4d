/**
 * After a deploy, a page of the previous build may ask for a chunk that no longer exists (the server answers 404:
 * server/app.ts). Vite reports a failed dynamic import as `vite:preloadError`; the page then reloads once to take the
 * new build, which has every chunk. A second failure soon after is not a stale build (the network, the server): the
 * error goes on to the page's error screen instead of reloading in a loop.
 */
const KEY = 'credito:stale-build-reload';
const WINDOW_MS = 30_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
