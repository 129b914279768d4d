import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconListCheck } from '@tabler/icons-react';
import { whatsappLink } from '../../../../shared/format.ts';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { StepProps } from './PublicDealFlow.tsx';

/** Step "sucesso": the deal's number, the private tracking link to keep, and the broker to talk to. */
export function SuccessStep({ state, broker, onRestart }: StepProps & { onRestart: () => void }) {
  const submitted = state.submitted;
  const email = state.values.associates.find((a) => a.main)?.email.trim();
  if (!submitted) return null;
  const message = `Olá, ${broker.firstName}! Enviei a proposta nº ${submitted.number} pelo seu link.`;
  return (
    <Stack gap="lg">
      <Text>
        Sua proposta nº <strong>{submitted.number}</strong> chegou para {broker.name}, da {broker.companyName}. Você será contatado em breve.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={600}>Seu link de acompanhamento</Text>
          <Text fz="sm" c="dimmed">
            Guarde este link: por ele você vê em que etapa está a proposta e envia documentos. Ele é só seu; não compartilhe.
            {email ? ` Também enviamos o link para ${email}.` : ''}
          </Text>
          <TextInput readOnly value={submitted.trackingUrl} aria-label="Link de acompanhamento" onFocus={(e) => e.currentTarget.select()} />
          <Group gap="sm">
            <CopyButton value={submitted.trackingUrl}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />} onClick={copy}>
                  {copied ? 'Link copiado' : 'Copiar link'}
                </Button>
              )}
            </CopyButton>
            <ButtonLink to="/acompanhar/$token" params={{ token: submitted.trackingToken }} leftSection={<IconListCheck size={18} />}>
              Acompanhar proposta
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
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
