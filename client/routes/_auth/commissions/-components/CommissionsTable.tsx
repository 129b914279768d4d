import { Anchor, Badge, Table, Text } from '@mantine/core';
import { COMMISSION_STATUS } from '../../../../../shared/options.ts';
import { DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { formatCents, formatDay, formatRate, STATUS_COLOR } from './commissions-format.ts';
import type { CommissionItem } from './commissions-search.ts';

// The commission with how it is reached under it (rate of the approved value): with columns of their own for the
// value and the rate, the list is wider than a laptop leaves it (~940 px) and the responsible goes past the edge.
const COLUMNS = ['Negócio', 'Cliente', 'Banco', 'Comissão', 'Vencimento', 'Status', 'Responsável'];
const nowrap = { whiteSpace: 'nowrap' } as const;

/** Commissions: loading skeleton, empty state; the deal number opens the commission's panel. */
export function CommissionsTable({ onOpen, filtered, ...list }: ListState<CommissionItem> & { onOpen: (id: string) => void; filtered: boolean }) {
  return (
    <DataTable
      {...list}
      columns={COLUMNS}
      what="as comissões"
      empty={
        filtered
          ? 'Nenhuma comissão com estes filtros. Mude ou limpe a busca e os filtros para ver as outras.'
          : 'Nenhuma comissão encontrada. Elas aparecem quando um negócio chega ao registro do contrato ou à liberação do crédito.'
      }
      minWidth={820}
      nowrapHeader
      row={(c) => (
        <Table.Tr key={c.id} data-commission-id={c.id}>
          <Table.Td style={nowrap}>
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onOpen(c.id)} aria-label={`Abrir a comissão do negócio nº ${c.deal.number}`}>
              Nº {c.deal.number}
            </Anchor>
          </Table.Td>
          <Table.Td>{c.deal.customerName ?? '—'}</Table.Td>
          <Table.Td>{c.bank?.name ?? '—'}</Table.Td>
          <Table.Td style={nowrap}>
            <Text fz="sm" fw={600}>
              {formatCents(c.commissionAmountCents)}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatRate(c.ratePercent)} de {formatCents(c.approvedValueCents)}
            </Text>
          </Table.Td>
          <Table.Td style={nowrap}>{formatDay(c.dueDate)}</Table.Td>
          <Table.Td style={nowrap}>
            <Badge color={STATUS_COLOR[c.status]} variant="light">
              {COMMISSION_STATUS[c.status]}
            </Badge>
          </Table.Td>
          <Table.Td>{c.owner.name}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
