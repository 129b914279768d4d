import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCircleX, IconConfetti, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, whatsappLink } from '../../../../shared/format.ts';
import { DeadLink } from '../../../components/DeadLink.tsx';
import { CustomerDocuments } from '../../../components/deals/CustomerDocuments.tsx';
import { BrokerLoadError, PublicFrame } from '../../../components/simulation/PublicFrame.tsx';
import { toFailure } from '../../../lib/errors.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { TrackingPrivacy } from './TrackingPrivacy.tsx';
import { missingDocumentsText } from './tracking-text.ts';

function LinkExpired() {
  return <DeadLink title="Link de acompanhamento inválido">Este link não existe, expirou ou foi substituído por um novo. Peça o link atual ao seu corretor.</DeadLink>;
}

/** What the customer sees of their deal: where it is, what is still missing, and who to talk to. */
export function TrackingPage({ token }: { token: string }) {
  usePageTitle('Acompanhe sua proposta');
  const trpc = useTRPC();
  // A dead link the server already answered (404, the page below) stays: asking again on mount would put the skeleton
  // back over it.
  const tracking = useQuery(trpc.publicDeals.tracking.queryOptions({ token }, { meta: { silent: true }, retry: false, retryOnMount: false }));
  if (tracking.isError && !tracking.data) {
    const failure = toFailure(tracking.error);
    return <PublicFrame>{failure.status === 404 || failure.status === 400 ? <LinkExpired /> : <BrokerLoadError onRetry={() => void tracking.refetch()} />}</PublicFrame>;
  }
  const t = tracking.data;
  if (!t) {
    return (
      <PublicFrame>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={360} radius="lg" aria-busy aria-label="Carregando" />
      </PublicFrame>
    );
  }
  const active = t.stages.findIndex((s) => s.state === 'current');
  return (
    <PublicFrame>
      <Paper withBorder radius="lg" p="md" component="header">
        <Stack gap={4}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            Proposta nº {t.number} · enviada em {formatDate(t.createdAt)}
          </Text>
          <Title order={1} fz={{ base: 'lg', sm: 'xl' }}>
            {t.customerFirstName ? `Olá, ${t.customerFirstName}!` : 'Sua proposta'}
          </Title>
          <Text>
            {t.operationLabel} de {formatMoney(t.operationValue)}
          </Text>
          <Text fz="sm" c="dimmed">
            Atendimento: {t.broker.name} · {t.broker.companyName}
          </Text>
          {t.broker.cellphone ? (
            <Group mt="xs">
              <Button
                component="a"
                href={whatsappLink(t.broker.cellphone, `Olá, ${t.broker.firstName}! Sobre a minha proposta nº ${t.number}…`)}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandWhatsapp size={18} />}
              >
                Falar com {t.broker.firstName}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      {t.denied ? (
        <Alert color="red" variant="light" icon={<IconCircleX />} title="Proposta não aprovada">
          Desta vez a proposta não seguiu adiante. Fale com {t.broker.firstName} para entender o motivo e os próximos passos.
        </Alert>
      ) : null}
      {t.completed ? (
        <Alert color="green" variant="light" icon={<IconConfetti />} title="Crédito liberado!">
          O processo foi concluído. Parabéns!
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="andamento">
        <Title order={2} fz="h4" id="andamento" mb="md">
          Andamento
        </Title>
        <Timeline active={t.completed ? t.stages.length - 1 : active} bulletSize={24} lineWidth={2} aria-label="Etapas da proposta">
          {t.stages.map((s) => (
            <Timeline.Item
              key={s.key}
              data-state={s.state}
              // A stage the deal moved past without entering: muted, never a ✓ (it did not happen).
              color={s.state === 'skipped' ? 'gray' : undefined}
              lineVariant={s.state === 'skipped' ? 'dashed' : undefined}
              bullet={
                s.state === 'done' ? (
                  <ThemeIcon size={24} radius="xl" color="green" role="img" aria-label="Etapa concluída">
                    <IconCheck size={14} />
                  </ThemeIcon>
                ) : s.state === 'skipped' ? (
                  <ThemeIcon size={24} radius="xl" color="gray" variant="light" role="img" aria-label="Etapa não realizada">
                    <IconMinus size={14} />
                  </ThemeIcon>
                ) : undefined
              }
              title={
                <Text fw={s.state === 'current' ? 700 : 500} c={s.state === 'todo' || s.state === 'skipped' ? 'dimmed' : undefined} aria-current={s.state === 'current' ? 'step' : undefined}>
                  {s.label}
                </Text>
              }
            >
              {s.state === 'current' && !t.denied ? (
                <Text fz="xs" c="dimmed">
                  Etapa atual
                </Text>
              ) : s.state === 'skipped' ? (
                <Text fz="xs" c="dimmed">
                  Etapa não realizada
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="documentos">
        <Title order={2} fz="h4" id="documentos" mb={4}>
          Documentos
        </Title>
        <Text fz="sm" c="dimmed" mb="md">
          {missingDocumentsText(t.documents)}
        </Text>
        <CustomerDocuments token={token} documents={t.documents} onChanged={() => tracking.refetch()} uploadClosed={t.uploadClosed} />
      </Paper>
      <TrackingPrivacy token={token} companyName={t.broker.companyName} erasureRequestedAt={t.erasureRequestedAt} />
    </PublicFrame>
  );
}
