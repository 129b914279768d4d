import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { whatsappLink } from '../../../../../../shared/format.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import type { DealDetail } from './deal-types.ts';

/**
 * A private link for the customer to follow the deal and send documents without login. Links are stored only as a
 * hash, so the broker cannot see an old one: generating a new link replaces (and switches off) the previous one.
 */
export function TrackingLinkModal({ deal, opened, onClose }: { deal: DealDetail; opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const renew = useMutation(trpc.deals.trackingLink.mutationOptions());
  const customer = deal.associates.find((a) => a.main) ?? deal.associates[0];
  const close = () => {
    renew.reset();
    onClose();
  };
  const url = renew.data?.url;
  return (
    <Modal opened={opened} onClose={close} title="Link de acompanhamento do cliente" centered>
      <Stack gap="md">
        <Text fz="sm">Pelo link, o cliente vê a etapa do negócio e envia os documentos que faltam, sem precisar de login. Cada acesso fica registrado.</Text>
        {url ? (
          <>
            <TextInput readOnly value={url} aria-label="Link de acompanhamento" onFocus={(e) => e.currentTarget.select()} />
            <Text fz="xs" c="dimmed">
              {renew.data?.message}
            </Text>
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />} onClick={copy}>
                    {copied ? 'Link copiado' : 'Copiar link'}
                  </Button>
                )}
              </CopyButton>
              <Button
                component="a"
                href={whatsappLink(
                  customer?.cellphone ?? '',
                  `Olá${customer ? `, ${customer.name.split(' ')[0]}` : ''}! Acompanhe a sua proposta nº ${deal.number} e envie os documentos por aqui: ${url}`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandWhatsapp size={18} />}
              >
                Enviar por WhatsApp
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="O link anterior deixa de funcionar">
              Por segurança, o link não fica guardado e não pode ser mostrado de novo. Se o cliente já recebeu um link (no cadastro ou por você), ao gerar outro ele passa a valer só o novo: envie o
              novo link ao cliente.
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button loading={renew.isPending} onClick={() => renew.mutate({ id: deal.id })}>
                Gerar novo link
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
