import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { can } from '../../../../../../shared/permissions.ts';
import { pipelineByKey } from '../../../../../../shared/pipelines.ts';
import { DealDocuments } from '../../../../../components/deals/DealDocuments.tsx';
import { DealNotFound } from '../../../../../components/deals/DealNotFound.tsx';
import { useDealEvents } from '../../../../../components/deals/use-deal-events.ts';
import { Forbidden } from '../../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../../components/LoadError.tsx';
import { toFailure } from '../../../../../lib/errors.ts';
import { useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';
import { AccessLog } from './AccessLog.tsx';
import { DealAsset } from './DealAsset.tsx';
import { DealAssociates } from './DealAssociates.tsx';
import { DealBanks } from './DealBanks.tsx';
import { DealHeader } from './DealHeader.tsx';
import { DealSummary } from './DealSummary.tsx';
import { DealTasks } from './DealTasks.tsx';
import { DealTimeline } from './DealTimeline.tsx';
import { canReadDeals, dealQuery, isDealId } from './deal-query.ts';
import { Section } from './Section.tsx';
import { StageHistory } from './StageHistory.tsx';

/** /deal/$dealId: everything about one deal, and what can be done to it. */
export function DealPage({ dealId }: { dealId: string }) {
  const profile = useProfile();
  if (!canReadDeals(profile.role.permissions)) return <Forbidden />;
  if (!isDealId(dealId)) return <DealNotFound />;
  return <Deal dealId={dealId} />;
}

function Deal({ dealId }: { dealId: string }) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const deal = useQuery(dealQuery(trpc, dealId));
  // Someone else's move, comment, upload or edit shows up here without a reload.
  useDealEvents(deal.data?.pipeline.key, dealId);
  const customer = deal.data?.associates.find((a) => a.main) ?? deal.data?.associates[0];
  usePageTitle(deal.data ? `Negócio nº ${deal.data.number}${customer ? ` · ${customer.name}` : ''}` : deal.isError ? 'Negócio não encontrado' : 'Negócio');

  if (deal.isError && !deal.data) {
    if (toFailure(deal.error).type === 'ENTITY_NOT_FOUND_ERROR') return <DealNotFound />;
    return <LoadError what="o negócio" onRetry={() => void deal.refetch()} />;
  }
  if (!deal.data) return <DealSkeleton />;
  const stages = pipelineByKey(deal.data.pipeline.key)?.stages ?? [];

  return (
    <Stack gap="lg">
      <DealHeader deal={deal.data} stages={stages} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <DealSummary deal={deal.data} />
            <DealTasks dealId={deal.data.id} />
            <DealBanks deal={deal.data} />
            <DealAssociates dealId={deal.data.id} associates={deal.data.associates} />
            <DealAsset asset={deal.data.asset} operationType={deal.data.operationType} />
            <Section title="Documentos" id="documentos">
              <DealDocuments dealId={deal.data.id} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <StageHistory deal={deal.data} stages={stages} />
            <DealTimeline deal={deal.data} stages={stages} />
            {can(permissions, 'audit', 'view') ? <AccessLog dealId={deal.data.id} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function DealSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Carregando o negócio">
      <Skeleton height={18} width={260} radius="sm" />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Skeleton height={32} width="50%" radius="sm" />
          <Skeleton height={20} width="35%" radius="sm" />
          <Skeleton height={64} radius="md" />
        </Stack>
      </Card>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Skeleton height={220} radius="lg" />
            <Skeleton height={260} radius="lg" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Skeleton height={420} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
