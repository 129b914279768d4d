import { Badge, Stack, Table, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { maskPhone } from '../../../../../shared/format.ts';
import { DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { formatDay } from '../../deal/$dealId/-components/deal-format.ts';
import { displayDocument } from './customer-format.ts';

export type CustomerListItem = inferRouterOutputs<AppRouter>['customers']['list']['items'][number];

const COLUMNS = ['Nome', 'Documento', 'Contato', 'Negócios', 'Último negócio'];
const nowrap = { whiteSpace: 'nowrap' } as const;

interface CustomersTableProps extends ListState<CustomerListItem> {
  /** A search is on: the empty state says nothing matched rather than "no customers yet". */
  searching: boolean;
}

/** Customers: loading skeleton, empty state, one row per person or company with a link to the detail. */
export function CustomersTable({ items, loading, searching, onRetry }: CustomersTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      items={items}
      loading={loading}
      onRetry={onRetry}
      what="os clientes"
      empty={searching ? 'Nenhum cliente encontrado para esta busca' : 'Nenhum cliente ainda: os proponentes dos negócios aparecem aqui'}
      minWidth={760}
      nowrapHeader
      row={(c) => (
        <Table.Tr key={c.id} data-customer-id={c.id}>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <AnchorLink to="/customers/$customerId" params={{ customerId: c.id }} fz="sm" fw={600}>
                {c.name}
              </AnchorLink>
              {c.personType === 'company' ? (
                <Badge size="xs" variant="light" color="gray">
                  Pessoa jurídica
                </Badge>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td style={nowrap}>{displayDocument(c.personType, c.document)}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              {c.cellphone ? (
                <Text fz="sm" style={nowrap}>
                  {maskPhone(c.cellphone)}
                </Text>
              ) : null}
              {c.email ? (
                <Text fz="xs" c="dimmed">
                  {c.email}
                </Text>
              ) : null}
              {!c.cellphone && !c.email ? (
                <Text fz="sm" c="dimmed">
                  —
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>{c.deals}</Table.Td>
          <Table.Td style={nowrap}>{c.lastDealAt ? formatDay(c.lastDealAt) : '—'}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
