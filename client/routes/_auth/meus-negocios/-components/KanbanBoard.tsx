import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  MeasuringStrategy,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BoardColumn } from './BoardColumn.tsx';
import classes from './board.module.css';
import { type BoardActions, BoardActionsContext } from './board-actions.ts';
import { dropTarget, findCard, neighbourColumn } from './board-moves.ts';
import type { Board } from './board-types.ts';
import { DealCardBody } from './DealCard.tsx';
import { DropKeyboardSensor, DropMouseSensor, DropTouchSensor } from './drop-sensors.ts';

/**
 * Auto-scroll near the board's edges while a finger drags a card: slower and from a narrower band than the library's
 * default (up to 2,000 px/s in the outer 20%), which on a phone swept past several columns before the card could be
 * dropped. A mouse keeps the default.
 */
const TOUCH_AUTO_SCROLL = { acceleration: 2, threshold: { x: 0.12, y: 0.08 } };

interface KanbanBoardProps {
  board: Board;
  readOnly: boolean;
  onMove: (cardId: string, target: { stage: string; index: number }, returnFocus?: HTMLElement | null) => void;
  /** More cards of a column from the server ("Mostrar mais"). */
  onShowMore: (stage: string) => void;
  /** The filters found nothing and the screen says so once: the columns do not each say they are empty. */
  quietEmpty?: boolean;
}

/** Screen-reader narration of a drag, in pt-BR (dnd-kit's defaults are English), about the board as it is now. */
function announcements(current: () => Board): Announcements {
  const cardName = (id: UniqueIdentifier) => {
    const place = findCard(current(), String(id));
    return place ? `negócio nº ${place.card.number} (${place.card.customerName ?? 'sem nome'})` : 'negócio';
  };
  const where = (id: UniqueIdentifier | undefined, stage: unknown) => {
    const key = typeof stage === 'string' ? stage : String(id ?? '');
    return current().columns.find((c) => c.stage === key)?.label ?? 'etapa';
  };
  // A sentence that starts with the card's name starts with a capital letter.
  const sentenceCardName = (id: UniqueIdentifier) => {
    const name = cardName(id);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  return {
    onDragStart: ({ active }) => `Você pegou o ${cardName(active.id)}. Use as setas para escolher a etapa e Espaço para soltar; Esc cancela.`,
    onDragOver: ({ active, over }) => (over ? `${sentenceCardName(active.id)} sobre ${where(over.id, over.data.current?.stage)}.` : `${sentenceCardName(active.id)} fora das etapas.`),
    onDragEnd: ({ active, over }) =>
      over ? `${sentenceCardName(active.id)} solto em ${where(over.id, over.data.current?.stage)}.` : `${sentenceCardName(active.id)} solto fora das etapas; nada mudou.`,
    onDragCancel: ({ active }) => `Movimento do ${cardName(active.id)} cancelado.`,
  };
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable: 'Para mover um negócio, pressione Espaço ou Enter na alça, use as setas para escolher a etapa e a posição, e pressione Espaço para soltar. Esc cancela.',
};

/**
 * Keyboard moves: up and down within a column as dnd-kit's sortable lists do; left and right straight to the
 * neighbouring column (its top), whatever the cards around.
 */
function columnKeyboardCoordinates(stages: readonly string[]): KeyboardCoordinateGetter {
  return (event, args) => {
    const direction = event.code === 'ArrowRight' ? 'right' : event.code === 'ArrowLeft' ? 'left' : null;
    if (!direction) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, droppableRects } = args.context;
    const current = (over?.data.current?.stage ?? active?.data.current?.stage) as string | undefined;
    const target = neighbourColumn(stages, current, direction);
    const rect = target ? droppableRects.get(target) : undefined;
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };
}

/** The board's columns with drag and drop between and within them, by pointer, touch or keyboard. */
export function KanbanBoard({ board, readOnly, onMove, onShowMore, quietEmpty = false }: KanbanBoardProps) {
  const stageKeys = useMemo(() => board.columns.map((c) => c.stage), [board.columns]);
  const coordinateGetter = useMemo(() => columnKeyboardCoordinates(stageKeys), [stageKeys]);
  const sensors = useSensors(
    // A short drag distance keeps clicks on the card's link working; on touch, a press-and-hold starts the drag so
    // a swipe still scrolls the board.
    useSensor(DropMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(DropTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(DropKeyboardSensor, { coordinateGetter }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [touchDrag, setTouchDrag] = useState(false);
  const active = activeId ? findCard(board, activeId) : null;
  // One narration object for the board's life (it reads the latest board): a new one would re-render every card.
  const latestBoard = useRef(board);
  useEffect(() => {
    latestBoard.current = board;
  }, [board]);
  const accessibility = useMemo(() => ({ announcements: announcements(() => latestBoard.current), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }), []);

  // Every card reads these: they stay the same object while the board's data changes (each move and refetch), so a
  // move re-renders the cards that changed, not all of them (the 2,000-deal board of docs/performance.md).
  const latestMove = useRef(onMove);
  useEffect(() => {
    latestMove.current = onMove;
  }, [onMove]);
  const stagesKey = board.columns.map((c) => `${c.stage}:${c.label}:${c.color}`).join('|');
  const actions = useMemo<BoardActions>(
    () => ({
      stages: stagesKey.split('|').map((entry) => {
        const [key, label, color] = entry.split(':');
        return { key, label, color };
      }),
      moveTo: (cardId, stage, returnFocus) => latestMove.current(cardId, { stage, index: 0 }, returnFocus),
      showMore: onShowMore,
      readOnly,
    }),
    [stagesKey, readOnly, onShowMore],
  );

  const onDragStart = (e: DragStartEvent) => {
    setTouchDrag(e.activatorEvent.type.startsWith('touch'));
    setActiveId(String(e.active.id));
  };
  const onDragEnd = (e: DragEndEvent) => {
    setActiveId(null);
    const over = e.over ? { id: String(e.over.id), stage: e.over.data.current?.stage as string | undefined } : null;
    const target = dropTarget(board, String(e.active.id), over);
    if (target) onMove(String(e.active.id), target);
  };

  return (
    <BoardActionsContext.Provider value={actions}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
        accessibility={accessibility}
        autoScroll={touchDrag ? TOUCH_AUTO_SCROLL : undefined}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the board's grid lays out the columns; the roles only name them a list */}
        <div className={classes.board} data-dragging={activeId ? '' : undefined} role="list" aria-label={`Etapas do quadro ${board.pipeline.name}`}>
          {board.columns.map((column) => (
            // biome-ignore lint/a11y/useSemanticElements: display: contents keeps each column a cell of the board's grid
            <div role="listitem" key={column.stage} style={{ display: 'contents' }}>
              <BoardColumn column={column} readOnly={readOnly} quietEmpty={quietEmpty} />
            </div>
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {active ? (
            <Paper withBorder radius="md" p="sm" className={classes.overlay} w={270}>
              <DealCardBody card={active.card} overlay />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardActionsContext.Provider>
  );
}
