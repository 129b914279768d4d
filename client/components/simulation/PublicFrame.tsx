import { Avatar, Box, Button, Container, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { DEAD_LINK_HEAD } from '../../../shared/server-rendering.ts';
import { DEFAULT_BRAND, isBrandColor, useBrandOverride } from '../../app/brand.ts';
import { initials } from '../../lib/initials.ts';
import { DeadLink } from '../DeadLink.tsx';
import { SiteFooter } from '../SiteFooter.tsx';
import type { PublicBroker } from './simulation-types.ts';

/**
 * The light, mobile-first frame of the broker's public pages (simulations and links). `withFooter={false}` leaves the
 * footer out for a first render (it starts below the fold: adding it later moves nothing in view).
 */
export function PublicFrame({ children, withFooter = true }: { children: ReactNode; withFooter?: boolean }) {
  return (
    <Box component="main" mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" data-public-frame>
      <Container size={640} px="md" py="lg">
        <Stack gap="lg">
          {/* At least a screen tall: the footer starts below the fold, so the page growing under the broker's header
              as it loads moves nothing in view (Lighthouse CLS, docs/performance.md). */}
          <Stack gap="lg" mih="calc(100dvh - 3 * var(--mantine-spacing-lg))">
            {children}
          </Stack>
          {withFooter ? <SiteFooter withLogo /> : null}
        </Stack>
      </Container>
    </Box>
  );
}

/** The broker behind the link: photo (or initials), "Simulação — <name> · <company>" (a dash, not "com": titles such as
 * "Crédito com garantia de veículo" already have one). */
export function BrokerHeader({ broker, title }: { broker: PublicBroker; title?: string }) {
  // The broker's company identity: its primary colour themes the page and its logo tops the card.
  useBrandOverride(broker.primaryColor);
  return (
    <Paper withBorder radius="lg" p="md" component="header" style={{ borderTop: '4px solid var(--mantine-primary-color-filled)' }}>
      {broker.companyLogoUrl ? <Image src={broker.companyLogoUrl} alt={`Logo de ${broker.companyName}`} h={48} w="auto" maw="100%" fit="contain" mb="sm" /> : null}
      <Group gap="md" wrap="nowrap">
        <Avatar src={broker.avatarUrl} alt="" size={56} radius="xl" color={isBrandColor(broker.primaryColor) ? broker.primaryColor : DEFAULT_BRAND}>
          {initials(broker.name)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lh={1.25}>
            {title ?? 'Simulação'} — {broker.name} · {broker.companyName}
          </Title>
          <Text fz="sm" c="dimmed">
            {broker.subsidiaryName}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function BrokerHeaderSkeleton() {
  return <Skeleton height={88} radius="lg" aria-busy aria-label="Carregando" />;
}

/** An unknown or inactive username: a friendly dead end instead of an error, named so in the browser's tab too. */
export function BrokerNotFound() {
  // The server already names it so in its HTML (entry-server.tsx). A passive effect: it runs after the page's own
  // title (set in a layout effect, usePageTitle) even when both mount in the same commit, as when a not-found page
  // rendered on the server hydrates. The page's title comes back when it leaves (the page's own effect does not run
  // again while its title stays the same).
  useEffect(() => {
    const pageTitle = document.title;
    document.title = DEAD_LINK_HEAD.title;
    return () => {
      document.title = pageTitle;
    };
  }, []);
  return <DeadLink title="Link não encontrado">{DEAD_LINK_HEAD.description}</DeadLink>;
}

/** The broker's page could not load for another reason (network, server). */
export function BrokerLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Text c="dimmed">Não foi possível carregar esta página agora.</Text>
        <Button variant="light" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Paper>
  );
}
