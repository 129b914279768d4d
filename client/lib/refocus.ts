/** How long after the change the focus is watched: the re-render that removes the pressed control may come a few frames late on a busy phone. */
const WATCH_MS = 2_000;

/**
 * After a change that re-renders the control the user just pressed (a button replaced by another, a row that moved),
 * the keyboard focus falls to the page's top. For a short while, frame by frame, this puts it on `target()` whenever it
 * has fallen to the page's body (the re-render may land after the first frame, and the first target found may itself
 * be replaced), and stops as soon as the user has moved on (the focus is somewhere else than where it was or was put).
 */
export function refocusIfLost(target: () => HTMLElement | null | undefined): void {
  let ours = document.activeElement;
  const until = performance.now() + WATCH_MS;
  const watch = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      const next = target();
      if (next) {
        next.focus();
        ours = next;
      }
    } else if (active !== ours) return;
    if (performance.now() < until) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
