import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES, SITE, SOCIAL_LINKS, type SocialNetwork } from '../../shared/site.ts';
import { openCookiePreferences } from '../lib/cookie-consent-store.ts';
import { Logo } from './Logo.tsx';

const SOCIAL_ICONS: Record<SocialNetwork, typeof IconBrandInstagram> = {
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
};

const LINKS = [LEGAL_PAGES.faq, LEGAL_PAGES.privacy, LEGAL_PAGES.terms, LEGAL_PAGES.cookies];

/** At least 24 px tall, WCAG 2.2's minimum target, for a thumb on a phone (a line of small text is ~19–22 px). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/**
 * The site footer (docs/design/product-spec.md §9): copyright 2025, the help and legal pages, the cookie preferences
 * and the social profiles. `withLogo` keeps the product mark beside the copyright (the broker's public pages);
 * `compact` is the small line at the foot of the signed-in app.
 */
export function SiteFooter({ withLogo = false, compact = false }: { withLogo?: boolean; compact?: boolean }) {
  const fz = compact ? 'xs' : 'sm';
  return (
    <Stack component="footer" gap={compact ? 6 : 'xs'} align="center" ta="center" py={compact ? 'sm' : 'md'} aria-label="Rodapé">
      <Group component="nav" aria-label="Ajuda e documentos legais" justify="center" gap={compact ? 'sm' : 'md'} style={{ rowGap: 0 }}>
        {LINKS.map((page) => (
          <Anchor key={page.path} component={Link} to={page.path} fz={fz} c="dimmed" style={TARGET}>
            {page.label}
          </Anchor>
        ))}
        <Anchor component="button" type="button" onClick={openCookiePreferences} fz={fz} c="dimmed" style={TARGET}>
          Preferências de cookies
        </Anchor>
      </Group>
      <Group justify="center" gap={compact ? 4 : 'xs'}>
        {SOCIAL_LINKS.map((s) => {
          const Icon = SOCIAL_ICONS[s.key];
          return (
            <ActionIcon
              key={s.key}
              component="a"
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size={compact ? 'md' : 'lg'}
              aria-label={`${SITE.name} no ${s.label}`}
            >
              <Icon size={compact ? 16 : 20} stroke={1.6} />
            </ActionIcon>
          );
        })}
      </Group>
      <Group justify="center" gap={6}>
        {withLogo ? <Logo size="md" /> : null}
        <Text c="dimmed" fz="xs">
          © {SITE.copyrightYear} {SITE.name}. Todos os direitos reservados.
        </Text>
      </Group>
    </Stack>
  );
}
