import { Table, type TableProps } from '@mantine/core';
import { ScrollHint } from './ScrollHint.tsx';
import { useTableOverflow } from './use-table-overflow.ts';

interface ScrollingTableProps extends TableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
}

/**
 * A table outside the lists (a card's table on a detail page) that scrolls sideways when it is wider than its place,
 * and says so as the lists' DataTable does: on a phone the columns past the card's edge otherwise look missing.
 */
export function ScrollingTable({ minWidth, children, ...tableProps }: ScrollingTableProps) {
  const { ref, tableRef, overflows } = useTableOverflow(minWidth);
  return (
    <div>
      <div ref={ref}>{overflows ? <ScrollHint /> : null}</div>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table ref={tableRef} {...tableProps}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
