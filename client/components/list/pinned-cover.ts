/**
 * A table scrolled sideways slides its columns under the pinned actions column (ACTIONS_COLUMN): the column cut by it
 * shows only what is left of it. A few pixels of it — "C" of "CNPJ", the "1" of a number on a phone — read as a
 * rendering fault, so the pinned column covers such a sliver; a wider part is left in sight, plainly a cut column.
 */

/** Narrower than this, what a cut column shows beside the pinned one is a sliver. */
export const SLIVER_PX = 48;

/** How far left of the pinned column's edge its cover reaches: the width of a sliver cut by it, or 0. */
export function sliverCover(edge: number, columns: readonly { left: number; right: number }[]): number {
  for (const { left, right } of columns) {
    const shown = edge - left;
    if (left < edge - 0.5 && right > edge + 0.5 && shown < SLIVER_PX) return Math.ceil(shown);
  }
  return 0;
}

/** Sets the table's `--pinned-cover` (pinned-actions.module.css) and `--pinned-width` from where its header cells are now. */
export function coverSliver(table: HTMLTableElement | null, pinnedClass: string): void {
  const headers = table ? [...table.querySelectorAll<HTMLTableCellElement>(':scope > thead > tr > th')] : [];
  const pinned = headers.find((th) => th.classList.contains(pinnedClass));
  if (!table || !pinned) return;
  const others = headers.filter((th) => th !== pinned).map((th) => th.getBoundingClientRect());
  table.style.setProperty('--pinned-cover', `${sliverCover(pinned.getBoundingClientRect().left, others)}px`);
  // How much of the table's place the pinned column takes: a long text can stop short of it (users-table.module.css).
  table.style.setProperty('--pinned-width', `${pinned.getBoundingClientRect().width}px`);
}
