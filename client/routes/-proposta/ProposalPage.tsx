import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, whatsappLink } from '../../../shared/format.ts';
import { BankInitialsProvider } from '../../components/catalogue/BankInitials.tsx';
import { STRONG_GREEN } from '../../components/colors.ts';
import { DeadLink } from '../../components/DeadLink.tsx';
import { OfferCard } from '../../components/simulation/OfferCard.tsx';
import { rankingNote } from '../../components/simulation/offer-message.ts';
import { BrokerHeader, BrokerHeaderSkeleton, BrokerLoadError, PublicFrame } from '../../components/simulation/PublicFrame.tsx';
import { describeCase, resultBankNames } from '../../components/simulation/simulation-format.ts';
import { toFailure } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Unknown, revoked or deleted: the same page, which never says whether a proposal existed. */
function LinkUnavailable() {
  usePageTitle('Link indisponível');
  return <DeadLink title="Link indisponível">Esta proposta não está mais disponível neste link. Peça um novo link ao seu corretor.</DeadLink>;
}

/** What the customer sees of a proposal the broker sent: the saved figures of that day and the broker to talk to. */
export function ProposalPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const proposal = useQuery(trpc.publicProposal.view.queryOptions({ token }, { meta: { silent: true }, retry: false }));
  const p = proposal.data;
  usePageTitle(p ? `Proposta para ${p.customerFirstName}` : 'Proposta de crédito');
  if (proposal.isError && !p) {
    const failure = toFailure(proposal.error);
    return <PublicFrame>{failure.status === 404 || failure.status === 400 ? <LinkUnavailable /> : <BrokerLoadError onRetry={() => void proposal.refetch()} />}</PublicFrame>;
  }
  if (!p) {
    return (
      <PublicFrame>
        <BrokerHeaderSkeleton />
        <Skeleton height={360} radius="lg" aria-busy aria-label="Carregando" />
      </PublicFrame>
    );
  }
  const { result, broker } = p;
  return (
    <PublicFrame>
      <BrokerHeader broker={broker} title="Proposta de crédito" />
      <Paper withBorder radius="lg" p="md">
        <Stack gap={6}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
            Simulação de {formatDate(p.createdAt)}
          </Text>
          <Title order={2} fz="lg">
            Olá, {p.customerFirstName}!
          </Title>
          <Text>{describeCase({ ...result, deadline: result.termMonths })}</Text>
          {broker.cellphone ? (
            <Group mt="xs">
              <Button
                component="a"
                href={whatsappLink(broker.cellphone, `Olá, ${broker.firstName}! Vi a proposta de ${formatMoney(result.operationValue)} que você me enviou…`)}
                target="_blank"
                rel="noopener noreferrer"
                color={STRONG_GREEN}
                leftSection={<IconBrandWhatsapp size={18} />}
              >
                Falar com {broker.firstName}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <Alert variant="light" icon={<IconInfoCircle />}>
        Valores calculados em {formatDate(p.computedAt)} com as taxas e tarifas daquele dia. Simulação sem valor de proposta: taxas, prazos e condições dependem da análise de crédito de cada banco.
      </Alert>
      {result.eligible.length === 0 ? (
        <Alert color="orange" variant="light" title="Nenhum banco atendia a este caso">
          Fale com {broker.firstName} para ajustar os valores.
        </Alert>
      ) : (
        <Stack gap="sm" component="section" aria-label="Bancos que atendem">
          {result.eligible.length > 1 ? (
            <Text fz="sm" c="dimmed">
              {rankingNote(result.eligible)}
            </Text>
          ) : null}
          <SimpleGrid cols={1} spacing="md">
            <BankInitialsProvider names={resultBankNames(result)}>
              {result.eligible.map((offer, i) => (
                <OfferCard key={offer.productId} offer={offer} rank={i + 1} />
              ))}
            </BankInitialsProvider>
          </SimpleGrid>
        </Stack>
      )}
    </PublicFrame>
  );
}
