import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBriefcase } from '@tabler/icons-react';
import { formatDecimal } from '../../../../../shared/format.ts';
import { SEMAPHORE } from '../../../../../shared/options.ts';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { type Dashboard, days, overSla, plural } from './dashboard-format.ts';

function Figure({ label, value, hint, late }: { label: string; value: number; hint: string; late?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="section" aria-label={label}>
      <ThemeIcon size={40} radius="md" variant="light" color={late ? 'red' : 'blue'} aria-hidden>
        {late ? <IconAlertTriangle size={22} stroke={1.6} /> : <IconBriefcase size={22} stroke={1.6} />}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fz="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.2} c={late && value > 0 ? 'red' : undefined}>
          {formatDecimal(value)}
        </Text>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Group>
  );
}

/** Where deals stand now: open deals and those outside SLA per pipeline (each a link to its board). */
export function OpenDeals({ dashboard }: { dashboard: Dashboard }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="open-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="open-title">
          Negócios em andamento
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Figure label="Negócios abertos" value={dashboard.openDeals} hint="em todas as etapas, agora" />
          <Figure label={SEMAPHORE.RED.label} value={dashboard.outsideSla} hint="semáforo vermelho: mais dias na etapa do que o SLA" late />
        </SimpleGrid>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {dashboard.pipelines.map((p) => (
            <Group key={p.key} component="li" justify="space-between" gap="xs" wrap="wrap">
              <AnchorLink to="/meus-negocios/$pipelineName" params={{ pipelineName: p.slug }} fz="sm" fw={500}>
                {p.name}
              </AnchorLink>
              <Group gap={6}>
                <Text fz="sm">{plural(p.open, 'aberto', 'abertos')}</Text>
                {p.outsideSla > 0 ? (
                  <Badge color="red" variant="light" size="sm" tt="none">
                    {formatDecimal(p.outsideSla)} {SEMAPHORE.RED.label.toLowerCase()}
                  </Badge>
                ) : null}
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The stages where deals wait longest against their SLA (average of the last 60 days). */
export function Bottlenecks({ bottlenecks }: { bottlenecks: Dashboard['bottlenecks'] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bottlenecks-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="bottlenecks-title">
            Gargalos
          </Title>
          <Text fz="sm" c="dimmed">
            Etapas em que os negócios ficaram, em média, mais tempo que o SLA (últimos 60 dias)
          </Text>
        </Stack>
        {bottlenecks.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Nenhuma etapa acima do SLA em média
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {bottlenecks.map((b) => (
              <Box key={`${b.pipelineKey}-${b.stage}`} component="li">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <Text fz="sm" fw={600}>
                      {b.label}
                    </Text>
                    <AnchorLink to="/meus-negocios/$pipelineName" params={{ pipelineName: b.slug }} fz="xs">
                      {b.pipeline}
                    </AnchorLink>
                  </Stack>
                  <Badge color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
                    {overSla(b.ratio)}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed">
                  média de {days(b.averageDays)} · SLA de {days(b.slaDays)} · {plural(b.deals, 'passagem', 'passagens')}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
