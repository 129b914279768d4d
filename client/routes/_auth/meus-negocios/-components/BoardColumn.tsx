import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import classes from './board.module.css';
import type { BoardColumnData } from './board-types.ts';
import { DealCard } from './DealCard.tsx';

/**
 * Cards rendered at first per column (a column shows about five at a time); the rest on request, so a 2,000-deal
 * board opens fast and a drag stays smooth: every rendered card is measured and re-rendered by dnd-kit while a card
 * moves (measured: 40 per column, 480 cards, at ~0.5 s of work per drop).
 */
export const COLUMN_PAGE = 20;

/**
 * One stage of the board: header with count, total credit value and SLA, then
 * its cards (docs/design/product-spec.md §4).
 */
export const BoardColumn = memo(function BoardColumn({ column, readOnly }: { column: BoardColumnData; readOnly: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage, data: { stage: column.stage } });
  const [shown, setShown] = useState(COLUMN_PAGE);
  const cards = column.cards.length > shown ? column.cards.slice(0, shown) : column.cards;
  const ids = useMemo(() => cards.map((c) => c.id), [cards]);
  const hidden = column.cards.length - cards.length;
  const headingId = `stage-${column.stage}`;
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
          <Text fw={700} fz="sm" id={headingId} truncate>
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
        <div className={classes.cards}>
          {cards.map((card) => (
            <DealCard key={card.id} card={card} stage={column.stage} disabled={readOnly} />
          ))}
          {column.cards.length === 0 ? (
            <Stack align="center" justify="center" py="lg">
              <Text fz="xs" c="dimmed" ta="center">
                Nenhum negócio nesta etapa
              </Text>
            </Stack>
          ) : null}
          {hidden > 0 ? (
            <Button variant="subtle" size="xs" onClick={() => setShown((n) => n + COLUMN_PAGE * 2)}>
              Mostrar mais {Math.min(hidden, COLUMN_PAGE * 2)} de {hidden}
            </Button>
          ) : null}
        </div>
      </SortableContext>
    </section>
  );
});
