import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import classes from './board.module.css';
import { useBoardActions } from './board-actions.ts';
import { COLUMN_PAGE } from './board-search.ts';
import type { BoardColumnData } from './board-types.ts';
import { DealCard } from './DealCard.tsx';

/** A card's height with its gap, about (the room kept for the cards not mounted yet). */
const CARD_SLOT_PX = 150;

/**
 * Cards mounted at first in a column: those its height shows, and one more. Every mounted card is a dnd-kit sortable
 * that re-renders at each drag start and drop (a 2,000-deal board), so the rest of the column's cards mount
 * when the column is scrolled near them.
 */
function firstMounted(): number {
  const columnPx = typeof window === 'undefined' ? 900 : window.innerHeight - 230; // the column's max-height (board.module.css)
  return Math.max(3, Math.min(COLUMN_PAGE, Math.ceil(columnPx / CARD_SLOT_PX) + 1));
}

/**
 * One stage of the board: header with count, total credit value and SLA, then
 * its cards (docs/design/product-spec.md §4).
 */
export const BoardColumn = memo(function BoardColumn({ column, readOnly, quietEmpty = false }: { column: BoardColumnData; readOnly: boolean; quietEmpty?: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage, data: { stage: column.stage } });
  const actions = useBoardActions();
  const [mounted, setMounted] = useState(firstMounted);
  const cards = column.cards.length > mounted ? column.cards.slice(0, mounted) : column.cards;
  const ids = useMemo(() => cards.map((c) => c.id), [cards]);
  const unmounted = column.cards.length - cards.length;
  // Cards the server did not send (the column's count is the whole column's).
  const hidden = Math.max(0, column.count - column.cards.length);
  const headingId = `stage-${column.stage}`;
  const spacer = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const waiting = unmounted > 0;
  // Tab reaching the last mounted card mounts the rest: every sent card stays reachable by keyboard.
  const focusReachedLast = (target: EventTarget) => target instanceof Element && target.closest('[data-deal-id]')?.getAttribute('data-deal-id') === cards.at(-1)?.id;
  // The observer is set up again only when there start or stop being cards to mount (the spacer comes and goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `waiting` is the trigger, the refs are read inside
  useEffect(() => {
    const target = spacer.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setMounted(Number.MAX_SAFE_INTEGER);
      },
      { root: list.current, rootMargin: `0px 0px ${CARD_SLOT_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [waiting]);
  return (
    <section
      ref={setNodeRef}
      className={`${classes.column} ${isOver ? classes.columnOver : ''}`}
      style={{ ['--column-color' as string]: `var(--mantine-color-${column.color}-6)` }}
      data-stage={column.stage}
      aria-labelledby={headingId}
    >
      <div className={classes.columnHeader}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {/* Focusable by script only: where the focus lands when a card moved here is not rendered (use-board-moves.ts). */}
          <Text fw={700} fz="sm" id={headingId} truncate tabIndex={-1}>
            {column.label}
          </Text>
          <Badge variant="light" color={column.color} aria-label={`${column.count} ${column.count === 1 ? 'negócio' : 'negócios'}`}>
            {column.count}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs" mt={2}>
          <Text fz="xs" c="dimmed" data-testid="column-total">
            {formatMoney(column.totalValue)}
          </Text>
          {column.slaDays > 0 ? (
            <Text fz="xs" c="dimmed">
              SLA {column.slaDays} {column.slaDays === 1 ? 'dia' : 'dias'}
            </Text>
          ) : null}
        </Group>
      </div>
      <SortableContext id={column.stage} items={ids} strategy={verticalListSortingStrategy}>
        {/* Focus moving into the list (Tab) is only listened to, never taken: the cards themselves are the controls. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a focus listener on the cards' container, not an interaction */}
        <div className={classes.cards} ref={list} onFocus={waiting ? (e) => focusReachedLast(e.target) && setMounted(Number.MAX_SAFE_INTEGER) : undefined}>
          {cards.map((card) => (
            <DealCard key={card.id} card={card} stage={column.stage} disabled={readOnly} />
          ))}
          {/* Room for the cards not mounted yet: the scrollbar tells how long the column is, and reaching it mounts them. */}
          {waiting ? <div ref={spacer} aria-hidden style={{ height: unmounted * CARD_SLOT_PX, flex: '0 0 auto' }} /> : null}
          {column.cards.length === 0 && !quietEmpty ? (
            <Stack align="center" justify="center" py="lg">
              <Text fz="xs" c="dimmed" ta="center">
                Nenhum negócio nesta etapa
              </Text>
            </Stack>
          ) : null}
          {hidden > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setMounted(Number.MAX_SAFE_INTEGER);
                actions?.showMore(column.stage);
              }}
            >
              Mostrar mais {Math.min(hidden, COLUMN_PAGE * 2)} de {hidden}
            </Button>
          ) : null}
        </div>
      </SortableContext>
    </section>
  );
});
