import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatDecimal, formatPercent } from '../../../../../shared/format.ts';

export interface BankFunnelData {
  sent: number;
  approved: number;
  chosen: number;
  allDenied: number;
}

/**
 * The banks' funnel: of the deals created in the last 30 days, how many went to at least one bank, were
 * approved by at least one, had the customer's choice, or were denied by every bank they went to.
 */
export function BankFunnel({ banks, newDeals }: { banks: BankFunnelData; newDeals: number }) {
  const rows = [
    { label: 'Enviados a bancos', value: banks.sent, color: 'blue' },
    { label: 'Aprovados por algum banco', value: banks.approved, color: 'green' },
    { label: 'Banco escolhido pelo cliente', value: banks.chosen, color: 'teal' },
    { label: 'Negados por todos os bancos', value: banks.allDenied, color: 'red' },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bank-funnel-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="bank-funnel-title">
            Bancos
          </Title>
          <Text fz="sm" c="dimmed">
            {newDeals === 1 ? 'Do negócio criado' : `Dos ${formatDecimal(newDeals)} negócios criados`} nos últimos 30 dias
          </Text>
        </Stack>
        {banks.sent === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Nenhum negócio novo foi enviado a bancos nos últimos 30 dias
          </Text>
        ) : (
          <Stack gap="sm">
            {rows.map((r) => {
              const share = newDeals ? r.value / newDeals : 0;
              return (
                <Stack key={r.label} gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fz="sm">{r.label}</Text>
                    <Text fz="sm" fw={600}>
                      {formatDecimal(r.value)} ({formatPercent(share)})
                    </Text>
                  </Group>
                  <Progress value={share * 100} color={r.color} size="sm" aria-hidden />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
