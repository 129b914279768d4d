import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { useTRPC } from '../../../../lib/trpc.ts';
import { formatCents } from './commissions-format.ts';

/** What the open deals should bring, weighted by how far each is (the company's own conversion where it has history). */
export function ForecastCard() {
  const trpc = useTRPC();
  const forecast = useQuery(trpc.commissions.forecast.queryOptions(undefined, { meta: { silent: true } }));
  const f = forecast.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="previsao-comissoes">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="previsao-comissoes">
              Previsão dos negócios em andamento
            </Title>
            <Text fz="sm" c="dimmed">
              Comissão de cada negócio ainda aberto, ponderada pela chance da sua etapa chegar à liberação
              {f && f.learnedStages > 0 ? ' (pelo histórico da empresa)' : ''}.
            </Text>
          </Stack>
          {f && f.deals === 0 ? null : f ? (
            <Stack gap={0} align="flex-end">
              <Text fz={28} fw={700} lh={1.1} aria-label={`Previsão ponderada: ${formatCents(f.expectedCents)}`}>
                {formatCents(f.expectedCents)}
              </Text>
              <Text fz="xs" c="dimmed">
                de {formatCents(f.fullCents)} {f.deals === 1 ? 'se o negócio liberar' : `se todos os ${f.deals} negócios liberarem`}
              </Text>
            </Stack>
          ) : (
            <Skeleton height={44} width={200} />
          )}
        </Group>
        {f?.pipelines.length ? (
          <Group gap="xl">
            {f.pipelines.map((p) => (
              <Stack key={p.key} gap={0}>
                <AnchorLink to="/meus-negocios/$pipelineName" params={{ pipelineName: p.slug }} fz="sm">
                  {p.name}
                </AnchorLink>
                <Text fz="sm" fw={600}>
                  {formatCents(p.expectedCents)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {p.deals} {p.deals === 1 ? 'negócio' : 'negócios'}
                </Text>
              </Stack>
            ))}
          </Group>
        ) : f ? (
          <Text fz="sm" c="dimmed">
            Nenhum negócio em andamento para prever: a previsão considera os negócios abertos que ainda não têm comissão registrada.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
