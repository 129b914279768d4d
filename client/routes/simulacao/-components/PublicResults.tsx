import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBrandWhatsapp, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { SimulationResult, TSimulationParsed } from '../../../../shared/schemas/simulation.ts';
import { BankInitialsProvider } from '../../../components/catalogue/BankInitials.tsx';
import { STRONG_GREEN } from '../../../components/colors.ts';
import { OfferCard } from '../../../components/simulation/OfferCard.tsx';
import { describeOffer, rankingNote } from '../../../components/simulation/offer-message.ts';
import { RejectionList } from '../../../components/simulation/RejectionList.tsx';
import { describeCase, eligibleSummary, resultBankNames, whatsappShareLink } from '../../../components/simulation/simulation-format.ts';
import type { PublicBroker } from '../../../components/simulation/simulation-types.ts';
import { carryToProposal, type PickedVehicle } from '../../cadastro-cliente/-components/simulation-prefill.ts';

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
  username: string;
  request: TSimulationParsed;
  result: SimulationResult;
  /** Whether the simulation reached the broker's board (a contact was given). */
  lead: 'created' | 'updated' | null;
  contact: { cellphone: string; email: string };
  /** The vehicle picked on the vehicle page, carried into the proposal. */
  vehicle?: PickedVehicle;
  /** The tab's lead key, carried into the proposal so it completes the lead this tab made. */
  leadKey?: string;
}

/** Says plainly whether the broker got the simulation, and how they will answer. */
function LeadNotice({ broker, lead, contact }: Pick<PublicResultsProps, 'broker' | 'lead' | 'contact'>) {
  if (!lead) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={`${broker.firstName} não recebeu esta simulação`}>
        Você não informou celular nem e-mail. Para que {broker.firstName} entre em contato, informe um deles e simule de novo, ou siga com a proposta abaixo.
      </Alert>
    );
  }
  const how = [contact.cellphone.trim() ? 'pelo celular' : null, contact.email.trim() ? 'pelo e-mail' : null].filter(Boolean).join(' ou ');
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck />} title={lead === 'created' ? `Simulação enviada a ${broker.firstName}` : `${broker.firstName} recebeu a nova simulação`}>
      {broker.firstName} vai falar com você {how} que você informou.
    </Alert>
  );
}

/** The visitor's result: stacked cards (best first), the banks that do not fit collapsed, and WhatsApp. */
export function PublicResults({ broker, username, request, result, lead, contact, vehicle, leadKey }: PublicResultsProps) {
  const navigate = useNavigate();
  // The button pressed to simulate is busy while the answer comes, and focus fell to the page: each new answer takes
  // focus to its heading, so a screen reader says "3 bancos atendem ao seu caso" and the keyboard goes on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus({ preventScroll: true });
  }, [result]);
  // What the visitor typed opens the broker's deal registration already filled (sessionStorage, not the address).
  const proceed = () => {
    const params = carryToProposal(window.sessionStorage, username, request, contact, { vehicle, leadKey });
    void navigate({ to: '/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}', params });
  };
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
        <Title order={2} fz="xl" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {eligibleSummary(result.eligible.length, 'ao seu caso')}
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
      <LeadNotice broker={broker} lead={lead} contact={contact} />
      <Button size="md" fullWidth leftSection={<IconArrowRight size={20} />} onClick={proceed}>
        Quero seguir com esta proposta
      </Button>
      {talk}
      <BankInitialsProvider names={resultBankNames(result)}>
        {result.eligible.map((offer, i) => (
          <OfferCard key={offer.productId} offer={offer} rank={i + 1} />
        ))}
        {/* When no bank fits, what to adjust is the answer: every reason shown, not behind a tap each. */}
        <RejectionList items={result.ineligible} collapsed={result.eligible.length > 0} />
      </BankInitialsProvider>
      {result.eligible.length > 1 ? talk : null}
      <Text fz="xs" c="dimmed">
        Valores estimados, sujeitos à análise de crédito de cada banco.
      </Text>
    </Stack>
  );
}
