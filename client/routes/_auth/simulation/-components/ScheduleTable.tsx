import { Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../../../shared/format.ts';
import type { DetailedSchedule } from '../../../../components/simulation/simulation-types.ts';

/** Five years a page: 420 rows stay light to render and easy to move through. */
const PAGE_SIZE = 60;
const COLUMNS = ['Mês', 'Amortização', 'Juros', 'Seguro MIP', 'Seguro DFI', 'Taxa adm.', 'Parcela', 'Saldo'];

/** A full amortisation schedule, paginated. */
export function ScheduleTable({ schedule, label }: { schedule: DetailedSchedule['schedule']; label: string }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(schedule.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = schedule.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const first = rows[0]?.month ?? 0;
  const last = rows[rows.length - 1]?.month ?? 0;
  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing={6} striped highlightOnHover stickyHeader fz="sm">
          <Table.Caption>
            {label}: meses {first} a {last} de {schedule.length}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c, i) => (
                <Table.Th key={c} ta={i === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.month}>
                <Table.Td>{r.month}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.amortization)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.interest)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.mip)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.dfi)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.adminFee)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(r.installment)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(r.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {schedule.length} parcelas
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control === 'first' ? 'Primeira página' : 'Última página',
            })}
            getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
          />
        </Group>
      ) : null}
    </>
  );
}
