import { ActionIcon, Badge, Card, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatBillingDate, INVOICE_STATUS } from '../../../../../../../shared/subscriptions.ts';
import { formatCents } from '../../../../../../components/payment/payment-format.ts';
import type { Invoice } from '../../../../../../components/payment/payment-types.ts';
import { downloadFile } from '../../../../../../lib/download.ts';

/** The PDF receipt of a paid charge (a refused one has none). */
function ReceiptButton({ invoice }: { invoice: Invoice }) {
  const date = formatBillingDate(invoice.paidAt ?? invoice.createdAt);
  const download = useMutation({
    mutationFn: () => downloadFile(`/api/v1/subscriptions/invoices/${invoice.id}/receipt.pdf`, 'recibo.pdf'),
    meta: { fallback: 'Não foi possível baixar o recibo' },
  });
  return (
    <Tooltip label="Baixar recibo">
      <ActionIcon variant="light" size="lg" aria-label={`Baixar recibo de ${date}`} loading={download.isPending} onClick={() => download.mutate()}>
        <IconDownload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Every charge of the company: date, amount (R$), status and the receipt of a paid one; plan and period from small screens up. */
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
                <Table.Th>
                  {/* On a phone the header would widen the column past the button; it stays for screen readers. */}
                  <Text span inherit visibleFrom="xs">
                    Recibo
                  </Text>
                  <VisuallyHidden hiddenFrom="xs">Recibo</VisuallyHidden>
                </Table.Th>
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
                    <Badge color={i.status === 'paid' ? 'green' : 'red'} variant="light" styles={{ label: { overflow: 'visible' } }}>
                      {INVOICE_STATUS[i.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {i.status === 'paid' ? (
                      <ReceiptButton invoice={i} />
                    ) : (
                      <Text c="dimmed">
                        <span aria-hidden>—</span>
                        <VisuallyHidden>Sem recibo: pagamento recusado</VisuallyHidden>
                      </Text>
                    )}
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
