import { VisuallyHidden } from '@mantine/core';

interface DataTableProps {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A chart's numbers as a table only screen readers see: the chart itself is hidden from them. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
