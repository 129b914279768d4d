import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatBillingDate, INVOICE_STATUS } from '../../../../../../../shared/subscriptions.ts';
import { formatCents } from '../../../../../../components/payment/payment-format.ts';
import type { Invoice } from '../../../../../../components/payment/payment-types.ts';

/** Every charge of the company: date, amount (R$) and status; plan and period from small screens up. */
export function InvoicesCard({ invoices }: { invoices: Invoice[] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="faturas">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="faturas">
          Faturas
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Nenhuma fatura ainda
          </Text>
        ) : (
          <Table verticalSpacing="sm" aria-labelledby="faturas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th visibleFrom="xs">Plano</Table.Th>
                <Table.Th visibleFrom="sm">Período</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{formatBillingDate(i.paidAt ?? i.createdAt)}</Table.Td>
                  <Table.Td visibleFrom="xs">{i.planLabel}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {formatBillingDate(i.periodStart)} a {formatBillingDate(i.periodEnd)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCents(i.amountCents)}
                    {i.instalments > 1 ? (
                      <Text fz="xs" c="dimmed">
                        em {i.instalments}x
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={i.status === 'paid' ? 'green' : 'red'} variant="light">
                      {INVOICE_STATUS[i.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
