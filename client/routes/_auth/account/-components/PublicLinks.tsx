import { ActionIcon, Anchor, Card, Collapse, CopyButton, Group, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconChevronDown, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { DEAL_OPERATION_TYPES, publicDealPath } from '../../../../../shared/deal-options.ts';
import { whatsappLink } from '../../../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { useProfile } from '../../../../lib/session.ts';

interface PublicLink {
  label: string;
  path: string;
  /** What the WhatsApp message says before the link. */
  pitch: string;
}

/**
 * The broker's public pages (docs/design/product-spec.md §2), from the one that offers
 * everything to each simulation and proposal.
 */
export function publicLinks(username: string): PublicLink[] {
  const u = encodeURIComponent(username);
  return [
    { label: 'Página de atendimento', path: `/links/${u}`, pitch: 'Simule seu crédito ou envie sua proposta por aqui:' },
    { label: 'Simulação imobiliária', path: `/simulacao/imobiliaria/${u}`, pitch: 'Simule seu financiamento imobiliário em vários bancos:' },
    { label: 'Simulação veicular', path: `/simulacao/veicular/${u}`, pitch: 'Simule seu financiamento de veículo em vários bancos:' },
    ...DEAL_OPERATION_TYPES.map((type) => ({
      label: `Proposta: ${PRODUCT_TYPE[type].toLowerCase()}`,
      path: publicDealPath(type, username),
      pitch: `Envie sua proposta de ${PRODUCT_TYPE[type].toLowerCase()} por aqui:`,
    })),
  ];
}

function LinkRow({ link, url }: { link: PublicLink; url: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label={link.label}>
      <Stack gap={0} miw={0}>
        <Text fz="sm" fw={600}>
          {link.label}
        </Text>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="xs" truncate="end">
          {url}
        </Anchor>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copiado' : 'Copiar'}>
              <ActionIcon variant="subtle" size="lg" onClick={copy} aria-label={`Copiar: ${link.label}`}>
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Tooltip label="Enviar por WhatsApp">
          <ActionIcon
            component="a"
            href={whatsappLink('', `${link.pitch} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="green"
            size="lg"
            aria-label={`Enviar por WhatsApp: ${link.label}`}
          >
            <IconBrandWhatsapp size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** "Seus links para clientes": what a broker sends on WhatsApp so customers simulate and send proposals to them. */
export function PublicLinks() {
  const { username } = useProfile();
  const [open, setOpen] = useState(false);
  const [main, ...others] = publicLinks(username);
  const url = (path: string) => `${window.location.origin}${path}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="links-clientes">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="links-clientes">
          Seus links para clientes
        </Title>
        <Text fz="sm" c="dimmed">
          Quem simula ou envia uma proposta por eles chega direto para você, com origem registrada.
        </Text>
        <LinkRow link={main} url={url(main.path)} />
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} fz="sm" c="blue">
          <Group gap={4}>
            {open ? 'Esconder os outros links' : 'Ver os links de cada simulação e proposta'}
            <IconChevronDown size={16} style={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden />
          </Group>
        </UnstyledButton>
        <Collapse expanded={open}>
          <Stack gap="sm">
            {others.map((l) => (
              <LinkRow key={l.path} link={l} url={url(l.path)} />
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
