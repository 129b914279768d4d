import { Alert, Badge, Breadcrumbs, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBan, IconLink, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDateTime, formatMoney } from '../../../../../../shared/format.ts';
import { DEAL_ORIGIN, DENIAL_REASON, PRODUCT_TYPE, STATUS_REASON } from '../../../../../../shared/options.ts';
import { can } from '../../../../../../shared/permissions.ts';
import type { StageDefinition } from '../../../../../../shared/pipelines.ts';
import { AnchorLink, ButtonLink } from '../../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../../lib/session.ts';
import { ChangeResponsibleModal } from './ChangeResponsibleModal.tsx';
import { lastResponsibleChange, relativeTime } from './deal-events.ts';
import { formatDay, optionLabel, releaseHint, SEMAPHORE_COLOR, semaphoreLabel } from './deal-format.ts';
import type { DealDetail } from './deal-types.ts';
import { StageActions } from './StageActions.tsx';
import { TrackingLinkModal } from './TrackingLinkModal.tsx';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} aria-hidden>
        {label}
      </Text>
      <Text fz="lg" fw={700} mt={4}>
        {value}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The deal's name, stage and SLA signal, the figures a broker looks for first, and what they can do. */
export function DealHeader({ deal, stages }: { deal: DealDetail; stages: readonly StageDefinition[] }) {
  const permissions = useProfile().role.permissions;
  const [changing, setChanging] = useState(false);
  const [sharing, setSharing] = useState(false);
  const customer = deal.associates.find((a) => a.main) ?? deal.associates[0];
  const stage = stages.find((s) => s.key === deal.stage);
  const handOver = lastResponsibleChange(deal.events);
  const release = deal.expectedRelease;

  return (
    <Stack gap="md">
      <Breadcrumbs separatorMargin={6}>
        <AnchorLink to="/meus-negocios/$pipelineName" params={{ pipelineName: deal.pipeline.slug }} fz="sm">
          {deal.pipeline.name}
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          Negócio nº {deal.number}
        </Text>
      </Breadcrumbs>

      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0} flex="1 1 320px">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {customer?.name ?? `Negócio nº ${deal.number}`}
          </Title>
          <Text c="dimmed">
            Negócio nº {deal.number} · {optionLabel(PRODUCT_TYPE, deal.operationType)}
          </Text>
          <Group gap="xs">
            <Badge color={stage?.color ?? 'gray'} variant="filled" size="lg" aria-label={`Etapa: ${deal.stageLabel}`}>
              {deal.stageLabel}
            </Badge>
            {stage?.final ? null : (
              <Badge color={SEMAPHORE_COLOR[deal.semaphore]} variant="light" size="lg" leftSection="●" aria-label={`Prazo da etapa: ${semaphoreLabel(deal.semaphore)}`}>
                {semaphoreLabel(deal.semaphore)}
              </Badge>
            )}
            <Text fz="sm" c="dimmed">
              {deal.daysInStage === 0 ? 'Entrou nesta etapa hoje' : `${deal.daysInStage} ${deal.daysInStage === 1 ? 'dia' : 'dias'} nesta etapa`}
              {stage && !stage.final ? ` · prazo de ${stage.slaDays} ${stage.slaDays === 1 ? 'dia' : 'dias'}` : ''}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <StageActions deal={deal} stages={stages} />
          {can(permissions, 'deal', 'update') ? (
            <ButtonLink to="/deal/$dealId/edit/{-$step}" params={{ dealId: deal.id }} variant="default" leftSection={<IconPencil size={18} />}>
              Editar
            </ButtonLink>
          ) : null}
          {can(permissions, 'deal', 'update') ? (
            <Button variant="default" leftSection={<IconLink size={18} />} onClick={() => setSharing(true)}>
              Link do cliente
            </Button>
          ) : null}
          {can(permissions, 'deal', 'changeResponsible') ? (
            <Button variant="light" leftSection={<IconArrowsExchange size={18} />} onClick={() => setChanging(true)}>
              Trocar responsável
            </Button>
          ) : null}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Stat label="Valor do crédito" value={formatMoney(deal.operationValue)} hint={`Bem de ${formatMoney(deal.assetValue)}`} />
        <Stat
          label="Previsão de liberação"
          value={release ? formatDay(release.date) : deal.stage === 'completed' ? 'Crédito liberado' : 'Sem previsão'}
          hint={release ? releaseHint(release) : deal.stage === 'denied' ? 'Negócio negado' : deal.closedAt ? `Em ${formatDateTime(deal.closedAt)}` : undefined}
        />
        <Stat label="Responsável" value={deal.owner.name} hint={handOver ? `Alterado ${handOver.by} ${relativeTime(handOver.at)} (${formatDateTime(handOver.at)})` : 'Desde o cadastro'} />
        <Stat label="Origem" value={optionLabel(DEAL_ORIGIN, deal.origin)} hint={`Cadastrado em ${formatDateTime(deal.createdAt)}`} />
      </SimpleGrid>

      {deal.stage === 'denied' ? (
        <Alert color="red" variant="light" icon={<IconBan />} title="Negócio negado">
          <Stack gap={2}>
            <Text fz="sm">
              <strong>Motivo:</strong> {optionLabel(STATUS_REASON, deal.statusReason) || 'não informado'}
            </Text>
            <Text fz="sm">
              <strong>Motivo detalhado:</strong> {optionLabel(DENIAL_REASON, deal.detailedDenialReason) || 'não informado'}
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {can(permissions, 'deal', 'update') ? <TrackingLinkModal deal={deal} opened={sharing} onClose={() => setSharing(false)} /> : null}
      {can(permissions, 'deal', 'changeResponsible') ? <ChangeResponsibleModal deal={deal} opened={changing} onClose={() => setChanging(false)} /> : null}
    </Stack>
  );
}
