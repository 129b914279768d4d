import { Alert, Badge, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconBrandWhatsapp, IconClockHour4, IconFileSearch, IconFileTypePdf, IconInfoCircle, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import { BankInitialsProvider } from '../../../../components/catalogue/BankInitials.tsx';
import { Forbidden } from '../../../../components/Forbidden.tsx';
import { LoadError } from '../../../../components/LoadError.tsx';
import { AnchorLink, ButtonLink } from '../../../../components/RouterLinks.tsx';
import { CreateDealButton } from '../../../../components/simulation/CreateDealButton.tsx';
import { OfferCard } from '../../../../components/simulation/OfferCard.tsx';
import { rankingNote } from '../../../../components/simulation/offer-message.ts';
import { RejectionList } from '../../../../components/simulation/RejectionList.tsx';
import { kindOf } from '../../../../components/simulation/simulation-form.ts';
import { describeCase, projectionsUsedSentence, resultBankNames } from '../../../../components/simulation/simulation-format.ts';
import type { SavedSimulationDetail } from '../../../../components/simulation/simulation-types.ts';
import { useProposalActions } from '../../../../components/simulation/use-proposal-actions.ts';
import { showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { ProposalLinkCard } from './ProposalLinkCard.tsx';
import { canViewSimulations, ORIGIN_LABEL } from './simulations-search.ts';

/** /simulations/{id}: a saved simulation exactly as it was saved, its versions, and what to send the customer. */
export function SavedSimulationPage({ simulationId }: { simulationId: string }) {
  const profile = useProfile();
  if (!canViewSimulations(profile.role.permissions)) return <Forbidden />;
  return <SavedSimulation simulationId={simulationId} />;
}

function SimulationNotFound() {
  usePageTitle('Simulação não encontrada');
  return (
    <EmptyState py={64} icon={<IconFileSearch size={40} stroke={1.4} />} withIndicatorBackground>
      <EmptyState.Title order={1}>Simulação não encontrada</EmptyState.Title>
      <EmptyState.Description>Esta simulação não existe, foi excluída ou não está entre as que você pode ver. Confira o endereço ou procure na lista.</EmptyState.Description>
      <EmptyState.Actions>
        <ButtonLink to="/simulations" leftSection={<IconArrowLeft size={18} />}>
          Ver simulações salvas
        </ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function SavedSimulation({ simulationId }: { simulationId: string }) {
  const trpc = useTRPC();
  // A missing (or another tenant's) simulation is shown by the page itself, so the call raises no toast.
  const sim = useQuery(trpc.simulation.get.queryOptions({ id: simulationId }, { meta: { silent: true }, retry: false }));
  usePageTitle(sim.data ? `Simulação de ${sim.data.customerName} · versão ${sim.data.version}` : 'Simulação salva');
  if (sim.isError && !sim.data) {
    const type = toFailure(sim.error).type;
    if (type === 'ENTITY_NOT_FOUND_ERROR' || type === 'VALIDATION_ERROR') return <SimulationNotFound />;
    return <LoadError what="a simulação" onRetry={() => void sim.refetch()} />;
  }
  if (!sim.data) {
    return (
      <Stack gap="lg" aria-busy aria-label="Carregando a simulação">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  return <SavedSimulationView sim={sim.data} />;
}

function SavedSimulationView({ sim }: { sim: SavedSimulationDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const permissions = useProfile().role.permissions;
  const canCreate = can(permissions, 'simulation', 'create');
  const proposal = useProposalActions(sim.id);
  const { result } = sim;
  const summary = describeCase({ ...sim.input, deadline: result.termMonths });
  const kind = kindOf(sim.input.type);

  const recalculate = useMutation(
    trpc.simulation.recalculate.mutationOptions({
      onSuccess: async ({ message, id }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.simulation.pathFilter());
        void navigate({ to: '/simulations/$simulationId', params: { simulationId: id } });
      },
    }),
  );
  const confirmRecalculate = () =>
    modals.openConfirmModal({
      title: 'Recalcular com as condições de hoje',
      children: <Text fz="sm">O mesmo caso é simulado com as taxas, tarifas e projeções de hoje e salvo como uma nova versão. Esta versão ({sim.version}) continua como está.</Text>,
      labels: { confirm: 'Recalcular e salvar', cancel: 'Cancelar' },
      onConfirm: () => recalculate.mutate({ id: sim.id }),
    });

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="header">
        <Stack gap="sm">
          <AnchorLink to="/simulations" fz="sm">
            ← Simulações salvas
          </AnchorLink>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} miw={0}>
              <Title order={1} fz={{ base: 'xl', sm: 26 }}>
                Simulação de {sim.customerName}
              </Title>
              <Text c="dimmed">{summary}</Text>
              <Group gap="xs">
                <Badge variant="filled" data-testid="simulation-version">
                  Versão {sim.version}
                </Badge>
                <Badge variant="light" color={sim.origin === 'simulator' ? 'grape' : 'blue'}>
                  {ORIGIN_LABEL[sim.origin]}
                </Badge>
                <Text fz="sm" c="dimmed">
                  Salva em {formatDateTime(sim.createdAt)} por {sim.ownerName}
                </Text>
              </Group>
            </Stack>
            {canCreate ? (
              <Group gap="sm">
                <Button leftSection={<IconRefresh size={18} />} onClick={confirmRecalculate} loading={recalculate.isPending}>
                  Recalcular com as condições de hoje
                </Button>
                <ButtonLink to={kind === 'vehicle' ? '/simulation/vehicle' : '/simulation/realty/bestMatch'} search={{ id: sim.id }} variant="default" leftSection={<IconPencil size={18} />}>
                  Editar dados
                </ButtonLink>
              </Group>
            ) : null}
          </Group>
          {sim.versions.length > 1 ? (
            <Group gap="xs" component="nav" aria-label="Versões desta simulação">
              {sim.versions.map((v) => (
                <ButtonLink
                  key={v.id}
                  to="/simulations/$simulationId"
                  params={{ simulationId: v.id }}
                  size="compact-sm"
                  variant={v.id === sim.id ? 'filled' : 'light'}
                  aria-current={v.id === sim.id ? 'page' : undefined}
                >
                  Versão {v.version} · {formatDate(v.createdAt)}
                </ButtonLink>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Card>

      {sim.recalculatedNow ? (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 />} title="Valores recalculados hoje">
          Esta simulação foi salva antes de guardarmos os valores de cada dia: os números abaixo usam as condições de hoje.
        </Alert>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={`Valores de ${formatDateTime(sim.computedAt)}`}>
          Taxas, tarifas e projeções como estavam quando a simulação foi salva: mudanças no catálogo não alteram esta versão.
          {projectionsUsedSentence(sim.projections)}
        </Alert>
      )}

      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {result.eligible.length === 0 ? 'Nenhum banco atendia a este caso' : `${result.eligible.length} ${result.eligible.length === 1 ? 'banco atendia' : 'bancos atendiam'} a este caso`}
            </Title>
            <Text fz="sm" c="dimmed">
              {result.eligible.length > 1 ? rankingNote(result.eligible) : ''}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              color="green"
              variant="light"
              leftSection={<IconBrandWhatsapp size={18} />}
              loading={proposal.sharing}
              onClick={() => void proposal.sendWhatsapp({ customerName: sim.input.customer.name, cellphone: sim.input.customer.cellphone, summary, best: result.eligible[0] })}
            >
              Enviar por WhatsApp
            </Button>
            <Button variant="default" leftSection={<IconFileTypePdf size={18} />} onClick={() => void proposal.downloadPdf()} loading={proposal.downloading}>
              Baixar proposta (PDF)
            </Button>
            <CreateDealButton kind={kind} simulationId={sim.id} productId={result.eligible[0]?.productId} />
          </Group>
        </Group>
      </Card>

      <ProposalLinkCard simulationId={sim.id} link={sim.publicLink} />

      <BankInitialsProvider names={resultBankNames(result)}>
        {result.eligible.length > 0 ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="section" aria-label="Bancos que atendem">
            {result.eligible.map((offer, i) => (
              <OfferCard key={offer.productId} offer={offer} rank={i + 1} />
            ))}
          </SimpleGrid>
        ) : null}
        <RejectionList items={result.ineligible} />
      </BankInitialsProvider>
    </Stack>
  );
}
