import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows of a table whose first page is still loading. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, col) => (
        <Table.Td key={col}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
