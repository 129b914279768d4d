import { Anchor, Badge, Table, Text } from '@mantine/core';
import { COMMISSION_STATUS } from '../../../../../shared/options.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { SkeletonRows } from '../../../../components/SkeletonRows.tsx';
import { formatCents, formatDay, formatRate, STATUS_COLOR } from './commissions-format.ts';
import type { CommissionItem } from './commissions-search.ts';

const COLUMNS = ['Negócio', 'Cliente', 'Banco', 'Valor aprovado', 'Taxa', 'Comissão', 'Vencimento', 'Status', 'Responsável'];
const nowrap = { whiteSpace: 'nowrap' } as const;

/** Commissions: loading skeleton, empty state; the deal number opens the commission's panel. */
export function CommissionsTable({ items, loading, onRetry, onOpen }: { items: CommissionItem[] | undefined; loading: boolean; onRetry?: () => void; onOpen: (id: string) => void }) {
  if (items && items.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nenhuma comissão encontrada. Elas aparecem quando um negócio chega ao registro do contrato ou à liberação do crédito.
      </Text>
    );
  }
  if (!loading && !items && onRetry) return <LoadError what="as comissões" onRetry={onRetry} />;
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} style={nowrap}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items
            ? items.map((c) => (
                <Table.Tr key={c.id} data-commission-id={c.id}>
                  <Table.Td style={nowrap}>
                    <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onOpen(c.id)} aria-label={`Abrir a comissão do negócio nº ${c.deal.number}`}>
                      Nº {c.deal.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.deal.customerName ?? '—'}</Table.Td>
                  <Table.Td>{c.bank?.name ?? '—'}</Table.Td>
                  <Table.Td style={nowrap}>{formatCents(c.approvedValueCents)}</Table.Td>
                  <Table.Td style={nowrap}>{formatRate(c.ratePercent)}</Table.Td>
                  <Table.Td style={nowrap} fw={600}>
                    {formatCents(c.commissionAmountCents)}
                  </Table.Td>
                  <Table.Td style={nowrap}>{formatDay(c.dueDate)}</Table.Td>
                  <Table.Td style={nowrap}>
                    <Badge color={STATUS_COLOR[c.status]} variant="light">
                      {COMMISSION_STATUS[c.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{c.owner.name}</Table.Td>
                </Table.Tr>
              ))
            : <SkeletonRows columns={COLUMNS.length} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
