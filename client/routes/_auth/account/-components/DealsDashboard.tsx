import { Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { formatDate } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { BankFunnel } from './BankFunnel.tsx';
import { isEmptyDashboard } from './dashboard-format.ts';
import { KpiCards } from './KpiCards.tsx';
import { Bottlenecks, OpenDeals } from './PipelineHealth.tsx';

// The two charts bring recharts (~120 kB gzip): they load beside the data instead of before the page can paint
// (bundle budget, docs/performance.md), in the skeleton's place.
const loadCharts = () => import('./DashboardCharts.tsx');
const StageFunnel = lazy(() => loadCharts().then((m) => ({ default: m.StageFunnel })));
const DenialReasons = lazy(() => loadCharts().then((m) => ({ default: m.DenialReasons })));
const chartSkeleton = <Skeleton height={380} radius="lg" />;

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Carregando o painel">
      <SimpleGrid cols={{ base: 2, md: 3, xl: 5 }} spacing="md">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={112} radius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Skeleton height={380} radius="lg" />
        <Skeleton height={380} radius="lg" />
      </SimpleGrid>
    </Stack>
  );
}

function EmptyDashboard({ canCreate }: { canCreate: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconChartBar size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          Nenhum negócio nos últimos 30 dias
        </Title>
        <Text c="dimmed" maw={460}>
          Quando houver negócios, o painel compara os últimos 30 dias com os 30 anteriores e mostra a conversão por etapa, os motivos de negativa e os negócios fora do prazo.
        </Text>
        {canCreate ? (
          <ButtonLink to="/deal/new" leftSection={<IconPlus size={18} />} mt="xs">
            Novo negócio
          </ButtonLink>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Whose deals the figures count, as the server scopes them (deal-scope.ts): the whole company, the user's affiliate, or
 * their own. Said beside the period, since the header names the user's affiliate even when the figures are the company's.
 */
function scopeOf(profile: ReturnType<typeof useProfile>): string {
  if (can(profile.role.permissions, 'deal', 'viewCompany')) return 'toda a empresa';
  if (can(profile.role.permissions, 'deal', 'viewSubsidiary')) return `filial ${profile.subsidiary.fantasyName}`;
  return 'seus negócios';
}

/**
 * The deals part of the dashboard (docs/design/product-spec.md §1, §9): the last 30 days
 * against the previous 30, and where deals stand.
 */
export function DealsDashboard({ canCreate }: { canCreate: boolean }) {
  const scope = scopeOf(useProfile());
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.deals.dashboard.queryOptions());
  // Start fetching the charts' code with the data, not after it.
  useEffect(() => {
    loadCharts().catch(() => undefined);
  }, []);
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <LoadError what="o painel de negócios" onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  if (isEmptyDashboard(d)) return <EmptyDashboard canCreate={canCreate} />;
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        Últimos 30 dias ({formatDate(d.period.from)} a {formatDate(d.period.to)}) comparados aos 30 dias anteriores · {scope}
      </Text>
      <KpiCards current={d.current} previous={d.previous} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Suspense fallback={chartSkeleton}>
          <StageFunnel pipelines={d.pipelines} />
        </Suspense>
        <Suspense fallback={chartSkeleton}>
          <DenialReasons reasons={d.deniedByReason} />
        </Suspense>
        <BankFunnel banks={d.banks} newDeals={d.current.newDeals} />
        <OpenDeals dashboard={d} />
        <Bottlenecks bottlenecks={d.bottlenecks} />
      </SimpleGrid>
    </Stack>
  );
}
