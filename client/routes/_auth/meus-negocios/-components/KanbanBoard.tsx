import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Paper } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BoardActionsContext, type BoardActions } from './board-actions.ts';
import { BoardColumn } from './BoardColumn.tsx';
import { dropTarget, findCard } from './board-moves.ts';
import type { Board } from './board-types.ts';
import { DealCardBody } from './DealCard.tsx';
import classes from './board.module.css';

interface KanbanBoardProps {
  board: Board;
  readOnly: boolean;
  onMove: (cardId: string, target: { stage: string; index: number }) => void;
}

/** Screen-reader narration of a drag, in pt-BR (dnd-kit's defaults are English). */
function announcements(board: Board): Announcements {
  const cardName = (id: UniqueIdentifier) => {
    const place = findCard(board, String(id));
    return place ? `negócio nº ${place.card.number} (${place.card.customerName ?? 'sem nome'})` : 'negócio';
  };
  const where = (id: UniqueIdentifier | undefined, stage: unknown) => {
    const key = typeof stage === 'string' ? stage : String(id ?? '');
    return board.columns.find((c) => c.stage === key)?.label ?? 'etapa';
  };
  return {
    onDragStart: ({ active }) => `Você pegou o ${cardName(active.id)}. Use as setas para escolher a etapa e Espaço para soltar; Esc cancela.`,
    onDragOver: ({ active, over }) =>
      over ? `${cardName(active.id)} sobre ${where(over.id, over.data.current?.stage)}.` : `${cardName(active.id)} fora das etapas.`,
    onDragEnd: ({ active, over }) =>
      over ? `${cardName(active.id)} solto em ${where(over.id, over.data.current?.stage)}.` : `${cardName(active.id)} solto fora das etapas; nada mudou.`,
    onDragCancel: ({ active }) => `Movimento do ${cardName(active.id)} cancelado.`,
  };
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'Para mover um negócio, pressione Espaço ou Enter na alça, use as setas para escolher a etapa e a posição, e pressione Espaço para soltar. Esc cancela.',
};

/** The board's columns with drag and drop between and within them, by pointer, touch or keyboard. */
export function KanbanBoard({ board, readOnly, onMove }: KanbanBoardProps) {
  const sensors = useSensors(
    // A short drag distance keeps clicks on the card's link working; on touch, a press-and-hold starts the drag so
    // a swipe still scrolls the board.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = activeId ? findCard(board, activeId) : null;
  const accessibility = useMemo(() => ({ announcements: announcements(board), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }), [board]);

  const actions = useMemo<BoardActions>(
    () => ({
      stages: board.columns.map((c) => ({ key: c.stage, label: c.label, color: c.color })),
      moveTo: (cardId, stage) => onMove(cardId, { stage, index: 0 }),
      readOnly,
    }),
    [board.columns, onMove, readOnly],
  );

  const onDragStart = (e: DragStartEvent) => setActiveId(String(e.active.id));
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
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
      >
        <div className={classes.board} role="list" aria-label={`Etapas do quadro ${board.pipeline.name}`}>
          {board.columns.map((column) => (
            <div role="listitem" key={column.stage} style={{ display: 'contents' }}>
              <BoardColumn column={column} readOnly={readOnly} />
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
