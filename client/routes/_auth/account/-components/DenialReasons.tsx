import '@mantine/charts/styles.css';
import { BarsList } from '@mantine/charts';
import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { formatDecimal } from '../../../../../shared/format.ts';
import { DataTable } from './DataTable.tsx';
import { type Dashboard, denialReasonLabel } from './dashboard-format.ts';

/**
 * Deals denied in the last 30 days by detailed reason. A bars list rather than an axis chart: the reasons are long
 * and stay readable on a phone, written over their bars.
 */
export function DenialReasons({ reasons }: { reasons: Dashboard['deniedByReason'] }) {
  const data = reasons.map((r) => ({ name: denialReasonLabel(r.reason), value: r.count }));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="denials-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="denials-title">
            Negados por motivo
          </Title>
          <Text fz="sm" c="dimmed">
            Negócios negados nos últimos 30 dias
          </Text>
        </Stack>
        {data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Nenhum negócio negado nos últimos 30 dias
          </Text>
        ) : (
          <>
            <Box aria-hidden>
              <BarsList
                data={data}
                barColor="red"
                variant="light"
                barTextColor="var(--mantine-color-text)"
                barHeight={30}
                valueFormatter={formatDecimal}
                barsLabel="Motivo"
                valueLabel="Negócios"
                // The reason may be longer than its bar: it runs on past the bar's end instead of wrapping inside it.
                styles={{ barLabel: { whiteSpace: 'nowrap', overflow: 'visible' } }}
              />
            </Box>
            <DataTable caption="Negados por motivo, últimos 30 dias" columns={['Motivo', 'Negócios']} rows={data.map((d) => [d.name, formatDecimal(d.value)])} />
          </>
        )}
      </Stack>
    </Card>
  );
}
