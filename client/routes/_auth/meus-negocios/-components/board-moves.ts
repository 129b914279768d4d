import type { Board, BoardCardData } from './board-types.ts';

/** Where a card sits on the board. */
export interface CardPlace {
  stage: string;
  index: number;
  card: BoardCardData;
}

export function findCard(board: Board, id: string): CardPlace | null {
  for (const column of board.columns) {
    const index = column.cards.findIndex((c) => c.id === id);
    if (index >= 0) return { stage: column.stage, index, card: column.cards[index] };
  }
  return null;
}

const roundCents = (n: number) => Math.round(n * 100) / 100;

/**
 * The board after a card is dropped at `toIndex` of `toStage` (index in the target column after the card left its
 * old place). Counts and totals follow; a card that changes stage starts its SLA clock again. Pure: the optimistic
 * update and its tests use the same function.
 */
export function moveCard(board: Board, id: string, toStage: string, toIndex: number): Board {
  const from = findCard(board, id);
  if (!from || !board.columns.some((c) => c.stage === toStage)) return board;
  const changedStage = from.stage !== toStage;
  const moved: BoardCardData = changedStage ? { ...from.card, daysInStage: 0, semaphore: 'GREEN' } : from.card;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== from.stage && column.stage !== toStage) return column;
      const cards = column.cards.filter((c) => c.id !== id);
      if (column.stage === toStage) cards.splice(Math.max(0, Math.min(toIndex, cards.length)), 0, moved);
      if (!changedStage) return { ...column, cards };
      const delta = column.stage === toStage ? 1 : -1;
      return { ...column, cards, count: column.count + delta, totalValue: roundCents(column.totalValue + delta * from.card.operationValue) };
    }),
  };
}

/**
 * The cards just above and below a card: what the server needs to place it between them. A card last of a column
 * whose other cards the server did not all send (count above the cards) goes after all of them: no neighbours, and the
 * server puts it at the end of the column.
 */
export function neighbours(board: Board, id: string): { beforeId: string | null; afterId: string | null } {
  const place = findCard(board, id);
  if (!place) return { beforeId: null, afterId: null };
  const column = board.columns.find((c) => c.stage === place.stage)!;
  const cards = column.cards;
  const last = place.index === cards.length - 1;
  if (last && column.count > cards.length) return { beforeId: null, afterId: null };
  return { beforeId: cards[place.index - 1]?.id ?? null, afterId: cards[place.index + 1]?.id ?? null };
}

/**
 * Where a drop lands, from what the pointer (or keyboard) is over: another card (take its place) or a column's
 * empty area (the end of it). Null when nothing would change.
 */
export function dropTarget(board: Board, activeId: string, over: { id: string; stage?: string } | null): { stage: string; index: number } | null {
  const from = findCard(board, activeId);
  if (!from || !over) return null;
  const overCard = findCard(board, over.id);
  if (overCard) {
    if (overCard.card.id === activeId) return null;
    return { stage: overCard.stage, index: overCard.index };
  }
  const column = board.columns.find((c) => c.stage === (over.stage ?? over.id));
  if (!column) return null;
  if (column.stage === from.stage) return from.index === column.cards.length - 1 ? null : { stage: column.stage, index: column.cards.length - 1 };
  return { stage: column.stage, index: column.cards.length };
}

/**
 * The column a keyboard arrow (left/right) takes a dragged card to: the neighbour of the column it is over, or null
 * at either end. Kept apart from dnd-kit's sortable coordinates, which look for "anything to the right" and, when
 * the dragged card's measured box starts a fraction of a pixel left of its column's other cards, pick the card below
 * it in the same column — the arrow then seems to do nothing on any column with more than one card.
 */
export function neighbourColumn(stages: readonly string[], current: string | undefined, direction: 'left' | 'right'): string | null {
  const i = current === undefined ? -1 : stages.indexOf(current);
  if (i < 0) return null;
  return stages[i + (direction === 'right' ? 1 : -1)] ?? null;
}
