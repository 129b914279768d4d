import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconInfoCircle } from '@tabler/icons-react';
import type { SimulationResult, TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { STRONG_GREEN } from '../../../components/simulation/colors.ts';
import { OfferCard } from '../../../components/simulation/OfferCard.tsx';
import { RejectionList } from '../../../components/simulation/RejectionList.tsx';
import { describeOffer, rankingNote } from '../../../components/simulation/offer-message.ts';
import { describeCase, whatsappShareLink } from '../../../components/simulation/simulation-format.ts';
import type { PublicBroker } from '../../../components/simulation/simulation-types.ts';

/** What the visitor sends the broker: who they are, the case and the best offer. */
export function brokerMessage(broker: PublicBroker, request: TSimulationParsed, result: SimulationResult): string {
  const best = result.eligible[0];
  return [
    `Olá, ${broker.firstName}! Sou ${request.customer.name} e fiz uma simulação no seu link.`,
    describeCase({ ...request, deadline: result.termMonths }),
    ...(best ? ['', 'Melhor opção:', ...describeOffer(best)] : []),
    '',
    'Gostaria de conversar sobre a proposta.',
  ].join('\n');
}

interface PublicResultsProps {
  broker: PublicBroker;
  request: TSimulationParsed;
  result: SimulationResult;
}

/** The visitor's result: stacked cards (best first), the banks that do not fit collapsed, and WhatsApp. */
export function PublicResults({ broker, request, result }: PublicResultsProps) {
  const talk = broker.cellphone ? (
    <Button
      component="a"
      href={whatsappShareLink(broker.cellphone, brokerMessage(broker, request, result))}
      target="_blank"
      rel="noopener noreferrer"
      color={STRONG_GREEN}
      size="md"
      fullWidth
      leftSection={<IconBrandWhatsapp size={20} />}
    >
      Falar com {broker.firstName} no WhatsApp
    </Button>
  ) : null;
  return (
    <Stack gap="md" component="section" aria-label="Resultado da simulação">
      <Stack gap={2}>
        <Title order={2} fz="xl">
          {result.eligible.length === 0
            ? 'Nenhum banco atende a este caso'
            : `${result.eligible.length} ${result.eligible.length === 1 ? 'banco atende' : 'bancos atendem'} ao seu caso`}
        </Title>
        <Text fz="sm" c="dimmed">
          {describeCase({ ...request, deadline: result.termMonths })}
        </Text>
        {result.eligible.length > 1 ? (
          <Text fz="sm" c="dimmed">
            {rankingNote(result.eligible).trim()}
          </Text>
        ) : null}
      </Stack>
      {result.eligible.length === 0 ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
          Veja abaixo o que ajustar, ou fale com {broker.firstName}: há outros caminhos para o seu crédito.
        </Alert>
      ) : null}
      {talk}
      {result.eligible.map((offer, i) => (
        <OfferCard key={offer.productId} offer={offer} rank={i + 1} />
      ))}
      <RejectionList items={result.ineligible} collapsed />
      {result.eligible.length > 1 ? talk : null}
      <Text fz="xs" c="dimmed">
        Valores estimados, sujeitos à análise de crédito de cada banco.
      </Text>
    </Stack>
  );
}
