import { Badge, Table, Text } from '@mantine/core';
import { formatDate } from '../../../../../shared/format.ts';
import type { IndexProjectionItem } from '../../../../../shared/schemas/index-projections.ts';
import { PROJECTION_INDEXERS } from '../../../../../shared/simulation-options.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { SkeletonRows } from '../../../../components/SkeletonRows.tsx';
import { formatProjection, sortProjections } from './projection-form.ts';

const COLUMNS = ['Índice', 'Projeção', 'Fonte', 'Vigente desde', 'Origem', 'Situação'];

interface ProjectionsTableProps {
  items: IndexProjectionItem[] | undefined;
  loading: boolean;
  onRetry?: () => void;
}

function ProjectionRow({ item }: { item: IndexProjectionItem }) {
  return (
    <Table.Tr>
      <Table.Td fw={600}>{item.indexer}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatProjection(item.annualProjection)}</Table.Td>
      <Table.Td>{item.source}</Table.Td>
      <Table.Td>{formatDate(item.validFrom)}</Table.Td>
      <Table.Td>{item.global ? 'Plataforma' : 'Empresa'}</Table.Td>
      <Table.Td>
        {item.inForce ? (
          <Badge color="green" variant="light" size="sm" tt="none" miw="max-content">
            Em vigor
          </Badge>
        ) : (
          <Text fz="sm" c="dimmed">
            Histórico
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every projection the company's simulations may use: the one in force per index first, then the history. */
export function ProjectionsTable({ items, loading, onRetry }: ProjectionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !items ? <SkeletonRows columns={COLUMNS.length} rows={3} /> : null}
          {!loading && !items && onRetry ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <LoadError what="as projeções" onRetry={onRetry} />
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items?.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="md">
                  Nenhuma projeção cadastrada. Produtos pós-fixados ficam inelegíveis até haver uma.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items ? sortProjections(items, PROJECTION_INDEXERS).map((item) => <ProjectionRow key={item.id} item={item} />) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
