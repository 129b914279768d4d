import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DenialReason, StatusReason } from '../../../../components/deals/DenyDealModal.tsx';
import type { SuggestedTask } from '../../../../components/tasks/SuggestedTaskModal.tsx';
import { showSuccessToast } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { findCard, moveCard, neighbours } from './board-moves.ts';
import type { Board } from './board-types.ts';

interface PendingDenial {
  cardId: string;
  customerName: string | null;
  index: number;
  /** Where the focus goes back on Cancelar or Esc: the card's control that asked for the move. */
  returnFocus: HTMLElement | null;
}

/** Scrolls the board (and the page) just enough to show the card, on the next frame. */
function revealCard(cardId: string) {
  requestAnimationFrame(() => document.querySelector(`[data-deal-id="${CSS.escape(cardId)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}

/** Frames to wait for a moved card to be rendered in its new column (the board re-renders after the cache changes). */
const FOCUS_FRAMES = 30;

/**
 * After a confirmed denial the card is rendered again in its new column, and the buttons that had the focus (the card
 * menu's, or the drag handle) are gone with the old one: the focus goes to the card's actions button there, or to the
 * card itself, once rendered; failing that, to the column's name, so the keyboard never falls back to the page's start.
 * Nothing moves when the focus has meanwhile gone somewhere of the user's choosing.
 */
function focusMovedCard(cardId: string, stage: string, framesLeft = FOCUS_FRAMES) {
  requestAnimationFrame(() => {
    const current = document.activeElement;
    const lost = !current || current === document.body || !current.isConnected || current.closest('[role="dialog"]') !== null;
    if (!lost) return;
    const column = document.querySelector(`[data-stage="${CSS.escape(stage)}"]`);
    const card = column?.querySelector<HTMLElement>(`[data-deal-id="${CSS.escape(cardId)}"]`);
    const target = card?.querySelector<HTMLElement>('[data-card-actions]') ?? card ?? (framesLeft > 0 ? null : document.getElementById(`stage-${stage}`));
    if (!target) return focusMovedCard(cardId, stage, framesLeft - 1);
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
}

/**
 * Moves on a board: the card moves at once (optimistic), the server places it between its new neighbours at the
 * version the user saw, and on any refusal (conflict, permission, network) the board goes back to what it was and
 * the error handler says why. A move to "denied" first asks for the reasons.
 */
export function useBoardMoves(queryKey: QueryKey) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pendingDenial, setPendingDenial] = useState<PendingDenial | null>(null);
  // The next task the new stage suggests (SuggestedTaskModal offers it; nothing is created without the click).
  const [suggestion, setSuggestion] = useState<SuggestedTask | null>(null);
  const mutation = useMutation(trpc.deals.move.mutationOptions({ onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.pipelines.board.pathKey() }) }));

  const commit = (cardId: string, target: { stage: string; index: number }, reasons?: { statusReason: StatusReason; detailedDenialReason: DenialReason }) => {
    const previous = queryClient.getQueryData<Board>(queryKey);
    const place = previous && findCard(previous, cardId);
    if (!previous || !place) return;
    const next = moveCard(previous, cardId, target.stage, target.index);
    queryClient.setQueryData(queryKey, next);
    void queryClient.cancelQueries({ queryKey });
    mutation.mutate(
      { id: cardId, stage: target.stage, version: place.card.version, ...neighbours(next, cardId), ...reasons },
      {
        onSuccess: (result) => {
          // Later moves of the same card must carry the version the server now has.
          queryClient.setQueryData<Board>(queryKey, (current) =>
            current
              ? {
                  ...current,
                  columns: current.columns.map((c) => ({
                    ...c,
                    cards: c.cards.map((card) => (card.id === cardId ? { ...card, version: result.version } : card)),
                  })),
                }
              : current,
          );
          if (place.stage !== target.stage) showSuccessToast(result.message);
          if (result.suggestedTask) setSuggestion({ dealId: cardId, ...result.suggestedTask });
        },
        // Back to what the board was, then read again: the hook's own onSettled (which the mutation awaits before this)
        // may already have brought the server's board, which this restore would otherwise hide behind the old one
        // (a conflict would leave the card in the column someone else moved it out of).
        onError: () => {
          queryClient.setQueryData(queryKey, previous);
          void queryClient.invalidateQueries({ queryKey });
        },
      },
    );
  };

  /**
   * `returnFocus` is the control the move came from, when the focus is not on it any more (the card menu's item is gone
   * with the menu): without it, the focused element when the move was asked (a drag handle).
   */
  const requestMove = (cardId: string, target: { stage: string; index: number }, returnFocus?: HTMLElement | null) => {
    const board = queryClient.getQueryData<Board>(queryKey);
    const place = board && findCard(board, cardId);
    if (!place) return;
    if (target.stage === 'denied' && place.stage !== 'denied') {
      const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setPendingDenial({ cardId, customerName: place.card.customerName, index: target.index, returnFocus: returnFocus ?? focused });
      return;
    }
    commit(cardId, target);
  };

  return {
    requestMove,
    pendingDenial,
    moving: mutation.isPending,
    confirmDenial: (reasons: { statusReason: StatusReason; detailedDenialReason: DenialReason }) => {
      if (!pendingDenial) return;
      commit(pendingDenial.cardId, { stage: 'denied', index: pendingDenial.index }, reasons);
      setPendingDenial(null);
      focusMovedCard(pendingDenial.cardId, 'denied');
    },
    cancelDenial: () => {
      setPendingDenial(null);
      // The drag may have scrolled the board far from the card (towards "denied", the last column): show it again
      // where it stayed, once the dialog has closed.
      if (pendingDenial) revealCard(pendingDenial.cardId);
      // The dialog gives the focus back to what had it when it opened: from a card menu, an item that closed with the
      // menu, so the focus fell to <body>. Back to the card's control instead (Mantine's own return leaves a focused
      // element alone).
      const back = pendingDenial?.returnFocus;
      if (back) requestAnimationFrame(() => back.isConnected && back.focus({ preventScroll: true }));
    },
    suggestion,
    dismissSuggestion: () => setSuggestion(null),
  };
}
