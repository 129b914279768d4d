import { Badge, Stack, Table, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { maskPhone } from '../../../../../shared/format.ts';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { formatDay } from '../../deal/$dealId/-components/deal-format.ts';
import { displayDocument } from './customer-format.ts';
import { SkeletonRows } from '../../../../components/SkeletonRows.tsx';

export type CustomerListItem = inferRouterOutputs<AppRouter>['customers']['list']['items'][number];

const COLUMNS = ['Nome', 'Documento', 'Contato', 'Negócios', 'Último negócio'];
const nowrap = { whiteSpace: 'nowrap' } as const;

interface CustomersTableProps {
  items: CustomerListItem[] | undefined;
  loading: boolean;
  /** A search is on: the empty state says nothing matched rather than "no customers yet". */
  searching: boolean;
  onRetry?: () => void;
}

/** Customers: loading skeleton, empty state, one row per person or company with a link to the detail. */
export function CustomersTable({ items, loading, searching, onRetry }: CustomersTableProps) {
  // Said outside the wide table, so a phone sees it without scrolling sideways.
  if (items && items.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {searching ? 'Nenhum cliente encontrado para esta busca' : 'Nenhum cliente ainda: os proponentes dos negócios aparecem aqui'}
      </Text>
    );
  }
  if (!loading && !items && onRetry) return <LoadError what="os clientes" onRetry={onRetry} />;
  return (
    <Table.ScrollContainer minWidth={760}>
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
          {loading && !items ? <SkeletonRows columns={COLUMNS.length} /> : null}
          {items?.map((c) => (
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
