import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconListCheck } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import type { PublicDealState } from './public-deal-state.ts';

/**
 * The proposal's private tracking link, shown from the moment the proposal is received (the files step, then the
 * last one): a customer who stops at the documents must already have it, since sending the same proposal again is
 * refused. Copy, open, or keep it in one's own WhatsApp (wa.me without a number: the customer picks the chat,
 * "Você" included) for those who gave no e-mail.
 */
export function TrackingLink({ state }: { state: PublicDealState }) {
  const submitted = state.submitted;
  if (!submitted) return null;
  const email = state.values.associates.find((a) => a.main)?.email.trim();
  const keepText = `Meu link de acompanhamento da proposta nº ${submitted.number}: ${submitted.trackingUrl}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Seu link de acompanhamento">
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
          <Button
            component="a"
            href={`https://wa.me/?text=${encodeURIComponent(keepText)}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            Guardar no WhatsApp
          </Button>
          <ButtonLink to="/acompanhar/$token" params={{ token: submitted.trackingToken }} variant="subtle" leftSection={<IconListCheck size={18} />}>
            Acompanhar proposta
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}
