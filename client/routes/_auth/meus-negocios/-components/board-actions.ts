import { createContext, useContext } from 'react';

export interface BoardActions {
  stages: { key: string; label: string; color: string }[];
  /** Moves a card to the top of a stage (the card menu's "Mover para"); `returnFocus` is the menu's button. */
  moveTo: (cardId: string, stage: string, returnFocus?: HTMLElement | null) => void;
  /** Asks the server for more cards of a stage ("Mostrar mais"). */
  showMore: (stage: string) => void;
  readOnly: boolean;
}

/** The board's move action for its cards, without threading it through every memoised column. */
export const BoardActionsContext = createContext<BoardActions | null>(null);
export const useBoardActions = () => useContext(BoardActionsContext);
