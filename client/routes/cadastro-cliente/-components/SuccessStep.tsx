import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '../../../../shared/format.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { TrackingLink } from './TrackingLink.tsx';

/** Step "sucesso": the deal's number, the private tracking link to keep, and the broker to talk to. */
export function SuccessStep({ state, broker, onRestart }: StepProps & { onRestart: () => void }) {
  const submitted = state.submitted;
  if (!submitted) return null;
  const message = `Olá, ${broker.firstName}! Enviei a proposta nº ${submitted.number} pelo seu link.`;
  return (
    <Stack gap="lg">
      <Text>
        Sua proposta nº <strong>{submitted.number}</strong> chegou para {broker.name}, da {broker.companyName}. {broker.firstName} vai falar com você em breve.
      </Text>
      <TrackingLink state={state} />
      <Group gap="sm">
        {broker.cellphone ? (
          <Button component="a" href={whatsappLink(broker.cellphone, message)} target="_blank" rel="noopener noreferrer" color="green" leftSection={<IconBrandWhatsapp size={18} />}>
            Falar com {broker.firstName} no WhatsApp
          </Button>
        ) : null}
        <Button variant="subtle" onClick={onRestart}>
          Enviar outra proposta
        </Button>
      </Group>
    </Stack>
  );
}
