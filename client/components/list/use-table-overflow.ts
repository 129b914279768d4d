import { useElementSize } from '@mantine/hooks';

/**
 * Whether a table is wider than its place, so that it scrolls sideways (ScrollHint says so): `ref` goes on an element
 * as wide as the place (the hint's slot above the table), `tableRef` on the table. Wider means below the scroll
 * container's minimum width, or cells that do not wrap making the table wider than the place.
 */
export function useTableOverflow(minWidth: number) {
  const place = useElementSize();
  const table = useElementSize<HTMLTableElement>();
  return {
    ref: place.ref,
    tableRef: table.ref,
    width: place.width,
    tableWidth: table.width,
    overflows: place.width > 0 && (place.width < minWidth || table.width > place.width + 1),
  };
}
