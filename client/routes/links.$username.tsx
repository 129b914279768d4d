import { Badge, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCar, IconClipboardPlus, IconHome } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '../components/RouterLinks.tsx';
import { BrokerGate } from '../components/simulation/BrokerGate.tsx';
import { BrokerHeader, PublicFrame } from '../components/simulation/PublicFrame.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Public (no login): the broker's card and where a visitor can go from it (spec §2 /links/{username}). */
export const Route = createFileRoute('/links/$username')({
  component: LinksPage,
});

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
  usePageTitle('Links');
  const { username } = Route.useParams();
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
            <Stack gap="sm">
              <Title order={2} fz="md">
                Cadastrar negócio
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {['imobiliário', 'veicular'].map((segment) => (
                  <Button
                    key={segment}
                    {...big}
                    variant="default"
                    disabled
                    leftSection={<IconClipboardPlus size={22} />}
                  >
                    <Stack component="span" gap={4} align="flex-start">
                      <span>Cadastrar negócio {segment}</span>
                      <Badge variant="light" color="gray" size="sm">
                        Em breve
                      </Badge>
                    </Stack>
                  </Button>
                ))}
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                O envio da proposta pelo link chega em breve. Por enquanto, simule e fale com {broker.firstName}.
              </Text>
            </Stack>
          </>
        )}
      </BrokerGate>
    </PublicFrame>
  );
}
