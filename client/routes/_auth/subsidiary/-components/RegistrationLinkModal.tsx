import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { whatsappLink } from '../../../../../shared/format.ts';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { useProfile } from '../../../../lib/session.ts';
import { absoluteLink } from './subsidiary-format.ts';

/** The affiliate's registration link (/cadastro-filial/…): copy it, or send it by WhatsApp to the affiliate's cellphone when known. */
export function RegistrationLinkModal({ subsidiary, onClose }: { subsidiary: SubsidiaryListItem | null; onClose: () => void }) {
  const profile = useProfile();
  const link = subsidiary?.registrationPath ? absoluteLink(subsidiary.registrationPath) : '';
  const message = `Olá! Este é o link para cadastrar a filial ${subsidiary?.fantasyName ?? ''} na ${profile.company.name}: ${link}`;
  return (
    <Modal opened={!!subsidiary} onClose={onClose} title="Link de cadastro da filial" size="lg">
      <Stack gap="md">
        <Text fz="sm">
          Envie este link para o responsável pela filial <strong>{subsidiary?.fantasyName}</strong>. Ele completa os dados da filial e cria o próprio acesso de administrador da filial. O link vale
          para um cadastro.
        </Text>
        <TextInput label="Endereço do link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Group gap="sm">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'green' : undefined} leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />} onClick={copy}>
                {copied ? 'Link copiado' : 'Copiar link'}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={whatsappLink(subsidiary?.cellphone ?? '', message)} target="_blank" rel="noopener noreferrer" color="green" leftSection={<IconBrandWhatsapp size={18} />}>
            Enviar por WhatsApp
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
