import { Anchor, Box, Button, Flex, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { allowAllChoices, denyAllChoices } from '../../../shared/cookies.ts';
import { LEGAL_PAGES } from '../../../shared/site.ts';
import { openCookiePreferences, saveCookieChoice } from '../../lib/cookie-consent-store.ts';
import { removeStaticCookieBanner } from './static-banner.ts';

/** Above the page and the app shell, below modals (200), so the preferences dialog and other modals cover it. */
const BANNER_Z_INDEX = 190;

/**
 * The cookie banner of docs/design/product-spec.md §4 (ANPD guide): "Recusar todos" exactly as prominent as "Aceitar
 * todos", "Preferências" for a choice per category. While it shows, the page keeps a bottom padding of its height, so
 * the last buttons of a page (often the important ones on a phone) and the sidebar's foot can always be scrolled above
 * it, and a scroll padding of the same, so what the keyboard focuses is brought into view above it.
 */
export function CookieBanner() {
  const { ref, height } = useElementSize<HTMLDivElement>();
  // Inside the signed-in shell the sidebar is fixed too: Mantine's AppShell makes room for a footer through this
  // variable (sidebar height and main padding); elsewhere the body's bottom padding does.
  const inAppShell = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/_auth') });
  // Takes the place of the copy index.html painted before the app's code arrived, in the same frame.
  useLayoutEffect(removeStaticCookieBanner, []);

  useEffect(() => {
    if (!height) return;
    // useElementSize measures the content box: add the banner's own padding (md on both sides).
    const offset = `${Math.ceil(height) + 32}px`;
    const root = document.documentElement.style;
    const body = document.body.style;
    if (inAppShell) root.setProperty('--app-shell-footer-offset', offset);
    else body.paddingBottom = offset;
    // A field or button reached with Tab scrolls into view above the banner, not under it (WCAG 2.4.11).
    root.scrollPaddingBottom = offset;
    return () => {
      root.removeProperty('--app-shell-footer-offset');
      body.paddingBottom = '';
      root.scrollPaddingBottom = '';
    };
  }, [height, inAppShell]);

  return (
    <Paper
      component="section"
      aria-label="Aviso de cookies"
      shadow="lg"
      withBorder
      radius={0}
      p="md"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: BANNER_Z_INDEX, borderLeft: 0, borderRight: 0, borderBottom: 0 }}
    >
      <div ref={ref}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="sm" maw={1200} mx="auto">
          <Text fz="sm" maw={760}>
            <Text span fw={700} inherit>
              Sua privacidade:{' '}
            </Text>
            usamos cookies essenciais para a plataforma funcionar e, só com a sua permissão, cookies de desempenho, analíticos, de publicidade e de redes sociais. Saiba mais na{' '}
            <Anchor component={Link} to={LEGAL_PAGES.cookies.path} inherit underline="always">
              Política de cookies
            </Anchor>
            .
          </Text>
          {/* On a phone the two equal choices sit side by side on top, "Preferências" under them. */}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} gap="xs" style={{ flexShrink: 0 }}>
            <Button variant="default" onClick={openCookiePreferences}>
              Preferências
            </Button>
            {/* Two equal columns: both choices exactly the same size (ANPD: rejecting as easy as accepting). */}
            <Box style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--mantine-spacing-xs)' }}>
              <Button onClick={() => saveCookieChoice(denyAllChoices())}>Recusar todos</Button>
              <Button onClick={() => saveCookieChoice(allowAllChoices())}>Aceitar todos</Button>
            </Box>
          </Flex>
        </Flex>
      </div>
    </Paper>
  );
}
