import { Card, Grid, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDecimal, formatMoneyShort } from '../../../../../shared/format.ts';
import { changeOf, type Dashboard, type Polarity } from './dashboard-format.ts';

interface Kpi {
  title: string;
  current: number;
  previous: number;
  format: (n: number) => string;
  polarity?: Polarity;
  /** What is counted, in a few words (the figure alone leaves "aprovados quando?" open). */
  counts: string;
  /** Money needs the room of two counts. */
  wide?: boolean;
}

function KpiCard({ title, current, previous, format, polarity, counts }: Omit<Kpi, 'wide'>) {
  const change = changeOf(current, previous, polarity);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title} h="100%">
      <Stack gap={4}>
        <Text fz="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <Text fz={24} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {format(current)}
        </Text>
        <Group gap={6} wrap="wrap">
          <Text fz="sm" fw={600} c={change.color} aria-hidden>
            {change.text}
          </Text>
          <VisuallyHidden>{change.description}.</VisuallyHidden>
          <Text fz="xs" c="dimmed">
            antes: {format(previous)}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {counts}
        </Text>
      </Stack>
    </Card>
  );
}

/** The period's figures against the 30 days before, each with its change (a rise in denials is bad news). */
export function KpiCards({ current, previous }: Pick<Dashboard, 'current' | 'previous'>) {
  const count = formatDecimal;
  const kpis: Kpi[] = [
    { title: 'Novos negócios', current: current.newDeals, previous: previous.newDeals, format: count, counts: 'Cadastrados no período' },
    {
      title: 'Volume dos novos negócios',
      current: current.volume,
      previous: previous.volume,
      format: formatMoneyShort,
      wide: true,
      counts: 'Soma dos valores de crédito dos negócios cadastrados no período',
    },
    { title: 'Aprovados', current: current.approved, previous: previous.approved, format: count, counts: 'Aprovados no período, cadastrados em qualquer data' },
    { title: 'Créditos liberados', current: current.completed, previous: previous.completed, format: count, counts: 'Liberados no período, cadastrados em qualquer data' },
    { title: 'Negados', current: current.denied, previous: previous.denied, format: count, polarity: 'lower-is-better', counts: 'Negados no período, cadastrados em qualquer data' },
  ];
  return (
    // Phones: the counts two by two, the volume on its own row below them; wide screens: one row.
    <Grid gap="md">
      {kpis.map(({ wide, ...k }) => (
        <Grid.Col key={k.title} span={wide ? { base: 12, md: 4 } : { base: 6, md: 4, xl: 2 }} order={wide ? { base: 1, md: 0 } : undefined}>
          <KpiCard {...k} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
