/**
 * After a change that re-renders the control the user just pressed (a button replaced by another, a row that moved),
 * the keyboard focus falls to the page's top. On the next frame this puts it on `target()` instead, unless the user has
 * moved on meanwhile (the focus is somewhere other than the page's body).
 */
export function refocusIfLost(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    target()?.focus();
  });
}
