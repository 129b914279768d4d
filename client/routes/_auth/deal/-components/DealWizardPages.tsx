import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { can } from '../../../../../shared/permissions.ts';
import { DealNotFound } from '../../../../components/deals/DealNotFound.tsx';
import { type DealStep, emptyDealValues, isDealStep } from '../../../../components/deals/form/deal-form.ts';
import { fromEditable, fromSimulation } from '../../../../components/deals/form/deal-form-load.ts';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { readCase } from '../../../../components/simulation/case-store.ts';
import { toFailure } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { DealWizard } from './DealWizard.tsx';
import { editableQuery, isUuid, type NewDealSearch, simulationQuery } from './wizard-queries.ts';

function Frame({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle ? (
          <Text c="dimmed" fz="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

function WizardSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Carregando">
      <Skeleton height={48} radius="md" />
      <Skeleton height={280} radius="lg" />
      <Skeleton height={180} radius="lg" />
    </Stack>
  );
}

/**
 * /deal/new, optionally prefilled from a saved simulation (?simulationId=) or the workspace's unsaved one (?from=), or
 * with the type of the board it was opened from (?operationType=).
 */
export function NewDealPage({ simulationId, from: unsavedKind, productId, operationType }: NewDealSearch) {
  const trpc = useTRPC();
  const permissions = useProfile().role.permissions;
  const [step, setStep] = useState<DealStep>('customer');
  const simulation = useQuery({ ...simulationQuery(trpc, simulationId ?? ''), enabled: !!simulationId });
  if (!can(permissions, 'deal', 'create')) return <Forbidden />;

  if (simulationId && !simulation.data) {
    return (
      <Frame title="Novo negócio">
        {simulation.isError ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title="Não foi possível abrir a simulação">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">
                {toFailure(simulation.error).type === 'ENTITY_NOT_FOUND_ERROR'
                  ? 'A simulação não existe, foi excluída ou pertence a outra pessoa.'
                  : 'Tente de novo, ou cadastre o negócio sem os dados da simulação.'}
              </Text>
              <Group gap="sm">
                <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void simulation.refetch()}>
                  Tentar novamente
                </Button>
                <ButtonLink to="/deal/new" size="xs" variant="default">
                  Cadastrar sem a simulação
                </ButtonLink>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <WizardSkeleton />
        )}
      </Frame>
    );
  }

  // The simulation behind the deal: the saved one, else the case simulated (not saved) in this tab's workspace.
  const unsaved = unsavedKind && !simulationId ? readCase(unsavedKind) : null;
  const input = simulation.data?.input ?? unsaved?.request ?? null;
  // The vehicle picked in the workspace (not part of the simulation request): brand, model and year come along.
  const picked = unsaved?.values.brandCode && unsaved.values.modelCode ? { brandCode: unsaved.values.brandCode, modelCode: unsaved.values.modelCode, year: unsaved.values.year } : {};
  return (
    <Frame
      title="Novo negócio"
      subtitle={input ? `Dados trazidos da simulação de ${input.customer.name}: confira e complete.` : 'Preencha os proponentes, a operação e a renda; com o negócio cadastrado, envie os documentos.'}
    >
      <DealWizard
        key={simulationId ?? unsavedKind ?? operationType ?? 'blank'}
        mode={{ kind: 'new', simulationId }}
        initialValues={input ? { ...fromSimulation(input), ...picked, productId: productId ?? '' } : { ...emptyDealValues(), operationType: operationType ?? '' }}
        step={step}
        onStepChange={setStep}
      />
    </Frame>
  );
}

/** /deal/$dealId/edit/{-$step}: the wizard on the stored deal, the step in the address. */
export function EditDealPage({ dealId, step }: { dealId: string; step?: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const permissions = useProfile().role.permissions;
  const deal = useQuery({ ...editableQuery(trpc, dealId), enabled: isUuid(dealId) });
  if (!can(permissions, 'deal', 'update')) return <Forbidden />;
  if (!isUuid(dealId) || (deal.isError && toFailure(deal.error).type === 'ENTITY_NOT_FOUND_ERROR')) return <DealNotFound />;
  if (!deal.data) {
    return <Frame title="Editar negócio">{deal.isError ? <LoadError what="o negócio" onRetry={() => void deal.refetch()} /> : <WizardSkeleton />}</Frame>;
  }

  const d = deal.data;
  const active: DealStep = isDealStep(step) ? step : 'customer';
  return (
    <Frame
      title={`Editar negócio nº ${d.number}`}
      subtitle={
        <>
          {d.customerName ? `${d.customerName} · ` : ''}
          {d.pipeline.name} · {d.stageLabel} ·{' '}
          <AnchorLink to="/deal/$dealId" params={{ dealId }} fz="sm">
            Ver negócio
          </AnchorLink>
        </>
      }
    >
      <DealWizard
        key={d.id}
        mode={{ kind: 'edit', dealId: d.id, version: d.version }}
        initialValues={fromEditable(d.deal)}
        step={active}
        onStepChange={(s) => void navigate({ to: '/deal/$dealId/edit/{-$step}', params: { dealId, step: s } })}
      />
    </Frame>
  );
}
