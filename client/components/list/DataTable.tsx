import { Table } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { SkeletonRows } from '../SkeletonRows.tsx';
import { ListStates, type ListStatesProps } from './ListStates.tsx';
import classes from './pinned-actions.module.css';
import { coverSliver } from './pinned-cover.ts';
import { ScrollHint } from './ScrollHint.tsx';
import { useTableOverflow } from './use-table-overflow.ts';

/** A header cell: its text, and `right` for numbers and actions; `pinned` stays in view when the table scrolls. */
export type DataColumn = string | { label: string; align: 'right'; pinned?: boolean };

/** The last column of a list with row actions (RowActions.tsx ActionsCell): pinned to the right edge. */
export const ACTIONS_COLUMN: DataColumn = { label: 'Ações', align: 'right', pinned: true };

const nowrap = { whiteSpace: 'nowrap' } as const;

interface DataTableProps<T> extends Omit<ListStatesProps<T>, 'children'> {
  columns: readonly DataColumn[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  skeletonRows?: number;
  /** The table's accessible name, where the page has more than one. */
  label?: string;
  /** Header texts on one line (tables whose columns are short values). */
  nowrapHeader?: boolean;
  /** One `Table.Tr` per item, with its key and testing hook (`data-user-id`…). */
  row: (item: T) => ReactNode;
}

/**
 * A list's Mantine table: skeleton rows while the first page loads, then the rows, kept on screen while the next
 * page loads (`aria-busy`); the empty and error states of ListStates.
 */
export function DataTable<T>({ columns, minWidth, skeletonRows, label, nowrapHeader, row, ...states }: DataTableProps<T>) {
  const { items, loading } = states;
  // Narrower than the table (its minimum width, or cells that do not wrap making it wider): it scrolls sideways, and
  // says so.
  const { ref, width, tableWidth, overflows, ...measured } = useTableOverflow(minWidth);
  const tableElement = useRef<HTMLTableElement>(null);
  const tableRef = useMergedRef(measured.tableRef, tableElement);
  // The pinned actions column covers the sliver of a column it cuts (pinned-cover.ts), wherever the table is scrolled.
  const cover = () => coverSliver(tableElement.current, classes.pinned);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the rows or the sizes change
  useLayoutEffect(cover, [items, width, tableWidth]);
  return (
    <ListStates {...states}>
      <div ref={ref}>{overflows && items?.length ? <ScrollHint /> : null}</div>
      {/* A query container: a cell's text can be as wide as the visible part of the table (100cqi), not the table itself. */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ onScrollPositionChange: cover }} style={{ containerType: 'inline-size' }}>
        <Table ref={tableRef} verticalSpacing="sm" highlightOnHover aria-busy={loading} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const label = typeof c === 'string' ? c : c.label;
                return (
                  <Table.Th
                    key={label}
                    ta={typeof c === 'string' ? undefined : c.align}
                    className={typeof c !== 'string' && c.pinned ? classes.pinned : undefined}
                    style={nowrapHeader ? nowrap : undefined}
                  >
                    {label}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{items ? items.map(row) : <SkeletonRows columns={columns.length} rows={skeletonRows} />}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListStates>
  );
}
