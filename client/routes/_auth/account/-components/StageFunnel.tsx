import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDecimal, formatPercent } from '../../../../../shared/format.ts';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { DataTable } from './DataTable.tsx';
import { busiestPipeline, type DashboardPipeline, funnelRows, plural } from './dashboard-format.ts';

const BAR_HEIGHT = 30;

/**
 * Conversion per stage: of the deals created in the last 30 days on one pipeline (the two segments have different
 * stages, so one pipeline at a time), how many reached each stage — a funnel read top to bottom.
 */
export function StageFunnel({ pipelines }: { pipelines: DashboardPipeline[] }) {
  const [key, setKey] = useState(() => busiestPipeline(pipelines));
  const phone = useMediaQuery('(max-width: 36em)');
  const pipeline = pipelines.find((p) => p.key === key) ?? pipelines[0];
  if (!pipeline) return null;
  const { rows, denied } = funnelRows(pipeline);
  const summary = `${plural(pipeline.newDeals, 'negócio criado', 'negócios criados')} nos últimos 30 dias em ${pipeline.name}; ${plural(denied, 'negado', 'negados')}.`;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="funnel-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="funnel-title">
              Conversão por etapa
            </Title>
            <Text fz="sm" c="dimmed">
              Quantos dos negócios criados nos últimos 30 dias chegaram a cada etapa
            </Text>
          </Stack>
          <Select
            label="Quadro"
            data={pipelines.map((p) => ({ value: p.key, label: p.name }))}
            value={pipeline.key}
            onChange={(v) => v && setKey(v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
        <Text fz="sm">{summary}</Text>
        {pipeline.newDeals === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            Nenhum negócio novo neste quadro nos últimos 30 dias
          </Text>
        ) : (
          <>
            <Box aria-hidden>
              <BarChart
                h={rows.length * BAR_HEIGHT + 30}
                data={rows}
                dataKey="label"
                orientation="vertical"
                series={[{ name: 'reached', label: 'Negócios', color: 'blue.6' }]}
                valueFormatter={formatDecimal}
                withBarValueLabel
                withXAxis={false}
                gridAxis="none"
                yAxisProps={{ width: phone ? 118 : 160, interval: 0, tick: { fontSize: phone ? 11 : 12 } }}
                accessibilityLayer={false}
                maxBarWidth={22}
              />
            </Box>
            <DataTable
              caption={`Conversão por etapa — ${pipeline.name}, últimos 30 dias`}
              columns={['Etapa', 'Negócios que chegaram', 'Dos novos negócios']}
              rows={rows.map((r) => [r.label, formatDecimal(r.reached), formatPercent(r.share)])}
            />
          </>
        )}
        <AnchorLink to="/meus-negocios/$pipelineName" params={{ pipelineName: pipeline.slug }} fz="sm">
          Abrir o quadro {pipeline.name}
        </AnchorLink>
      </Stack>
    </Card>
  );
}
