import { Badge, Table, Text } from '@mantine/core';
import { formatDate } from '../../../../../shared/format.ts';
import type { IndexProjectionItem } from '../../../../../shared/schemas/index-projections.ts';
import { PROJECTION_INDEXERS } from '../../../../../shared/simulation-options.ts';
import { DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { formatProjection, sortProjections } from './projection-form.ts';

const COLUMNS = ['Índice', 'Projeção', 'Fonte', 'Vigente desde', 'Origem', 'Situação'];

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
export function ProjectionsTable({ items, ...list }: ListState<IndexProjectionItem>) {
  return (
    <DataTable
      {...list}
      items={items ? sortProjections(items, PROJECTION_INDEXERS) : undefined}
      columns={COLUMNS}
      what="as projeções"
      empty="Nenhuma projeção cadastrada. Produtos pós-fixados ficam inelegíveis até haver uma."
      minWidth={720}
      skeletonRows={3}
      row={(item) => <ProjectionRow key={item.id} item={item} />}
    />
  );
}
