/** The gap left past a column's edge card, and the position of the first card of an empty column. */
export const POSITION_STEP = 1024;

/**
 * Where a card goes on a board column, from the positions of the cards it lands between (null: none on that side).
 * Positions (float8) only order a column: between two cards, their midpoint; past an edge card, one step further;
 * alone, the first step. Nothing is ever renumbered: once one gap has been halved some fifty times the midpoint is
 * a neighbour's own position, and the two cards tie (the board then orders them by id).
 */
export function positionBetween(before: number | null, after: number | null): number {
  if (before !== null && after !== null) return (before + after) / 2;
  if (before !== null) return before + POSITION_STEP;
  if (after !== null) return after - POSITION_STEP;
  return POSITION_STEP;
}
