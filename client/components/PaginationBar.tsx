import { Group, Pagination, Text } from '@mantine/core';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  total: number;
  /** "usuários", "e-mails": what is being counted. */
  noun: string;
  onChange: (page: number) => void;
}

/** Page controls under a list; hidden when everything fits on one page (docs/design/product-spec.md §9). */
export function PaginationBar({ page, totalPages, total, noun, onChange }: PaginationBarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed">
        {total} {noun}
      </Text>
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control === 'first' ? 'Primeira página' : 'Última página',
          })}
          getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
        />
      ) : null}
    </Group>
  );
}
