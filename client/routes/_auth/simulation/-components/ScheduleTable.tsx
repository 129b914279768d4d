import { Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatAmount } from '../../../../../shared/format.ts';
import { GRACE_LABEL, graceMonthsOf, graceNote } from '../../../../components/simulation/schedule-format.ts';
import type { DetailedSchedule } from '../../../../components/simulation/simulation-types.ts';

/** Five years a page: 420 rows stay light to render and easy to move through. */
const PAGE_SIZE = 60;

interface ScheduleTableProps {
  schedule: DetailedSchedule['schedule'];
  label: string;
  /** The index of a post-fixed product ("IPCA"): shows the monthly correction column; null hides it. */
  indexer: string | null;
}

/** A full amortisation schedule, paginated; grace months marked, the index's correction for post-fixed products. */
export function ScheduleTable({ schedule, label, indexer }: ScheduleTableProps) {
  const columns = ['Mês', ...(indexer ? [`Correção (${indexer})`] : []), 'Amortização', 'Juros', 'Seguro MIP', 'Seguro DFI', 'Taxa adm.', 'Parcela', 'Saldo'];
  const grace = graceMonthsOf(schedule);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(schedule.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = schedule.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const first = rows[0]?.month ?? 0;
  const last = rows[rows.length - 1]?.month ?? 0;
  return (
    <>
      {grace > 0 ? (
        <Text fz="sm" c="dimmed" mb="xs">
          {graceNote(grace)}
        </Text>
      ) : null}
      {/* The amounts without "R$" each (the caption says reais): with it, the balance went past a laptop's edge. */}
      <Table.ScrollContainer minWidth={indexer ? 860 : 760}>
        <Table verticalSpacing={6} striped highlightOnHover stickyHeader fz="sm" captionSide="top">
          <Table.Caption>
            {label}: meses {first} a {last} de {schedule.length}, valores em reais (R$)
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c} ta={i === 0 ? undefined : 'right'} style={{ whiteSpace: 'nowrap' }}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.month} data-grace={r.month <= grace || undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {r.month}
                  {r.month <= grace ? (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      {GRACE_LABEL}
                    </Badge>
                  ) : null}
                </Table.Td>
                {indexer ? <Table.Td ta="right">{formatAmount(r.correction)}</Table.Td> : null}
                <Table.Td ta="right">{formatAmount(r.amortization)}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.interest)}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.mip)}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.dfi)}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.adminFee)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatAmount(r.installment)}
                </Table.Td>
                <Table.Td ta="right">{formatAmount(r.balance)}</Table.Td>
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
