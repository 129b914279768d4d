import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCar, IconClipboardPlus, IconHome } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { PUBLIC_PAGE } from '../../shared/server-rendering.ts';
import { ButtonLink } from '../components/RouterLinks.tsx';
import { BrokerGate } from '../components/simulation/BrokerGate.tsx';
import { BrokerHeader, PublicFrame } from '../components/simulation/PublicFrame.tsx';
import { useBrokerPageTitle } from '../components/simulation/use-broker-page-title.ts';

/**
 * Public (no login): the broker's card and where a visitor can go from it
 * (docs/design/product-spec.md §2 /links/{username}).
 */
export const Route = createFileRoute('/links/$username')({
  component: LinksPage,
});

/** The four proposals a visitor can send (docs/design/product-spec.md §2: deal registration for realty or vehicle). */
const PROPOSALS = [
  { segment: 'Realty', operationType: 'Financing', label: 'Financiamento imobiliário' },
  { segment: 'Realty', operationType: 'HomeEquity', label: 'Home equity (crédito com garantia de imóvel)' },
  { segment: 'Vehicle', operationType: 'SimpleBest', label: 'Financiamento de veículo' },
  { segment: 'Vehicle', operationType: 'BestCar', label: 'Crédito com garantia de veículo' },
] as const;

/** Big, thumb-friendly buttons whose labels wrap instead of being cut on small screens. */
const big = {
  size: 'md',
  fullWidth: true,
  h: 'auto',
  mih: 60,
  py: 'sm',
  radius: 'md',
  justify: 'flex-start',
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 }, inner: { justifyContent: 'flex-start' } },
} as const;

function LinksPage() {
  const { username } = Route.useParams();
  useBrokerPageTitle(PUBLIC_PAGE.links, username);
  return (
    <PublicFrame>
      <BrokerGate username={username}>
        {(broker) => (
          <>
            <BrokerHeader broker={broker} title="Atendimento" />
            <Stack gap="sm" component="nav" aria-label="Simular">
              <Title order={2} fz="md">
                Simule o seu crédito
              </Title>
              <ButtonLink {...big} to="/simulacao/imobiliaria/$username" params={{ username }} leftSection={<IconHome size={24} />}>
                Simular financiamento imobiliário
              </ButtonLink>
              <ButtonLink {...big} to="/simulacao/veicular/$username" params={{ username }} leftSection={<IconCar size={24} />}>
                Simular financiamento de veículo
              </ButtonLink>
            </Stack>
            <Stack gap="sm" component="nav" aria-label="Enviar proposta">
              <Title order={2} fz="md">
                Envie sua proposta
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {PROPOSALS.map((p) => (
                  <ButtonLink
                    key={p.operationType}
                    {...big}
                    variant="default"
                    to="/cadastro-cliente/$assetSegment/$operationType/$tokenOrUsername/{-$step}"
                    params={{ assetSegment: p.segment, operationType: p.operationType, tokenOrUsername: username, step: 'inicio' }}
                    leftSection={<IconClipboardPlus size={22} />}
                  >
                    {p.label}
                  </ButtonLink>
                ))}
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                Preencha seus dados e os do crédito: {broker.firstName} recebe na hora e você acompanha tudo por um link só seu.
              </Text>
            </Stack>
          </>
        )}
      </BrokerGate>
    </PublicFrame>
  );
}
