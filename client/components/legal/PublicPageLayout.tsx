import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ColorSchemeToggle } from '../ColorSchemeToggle.tsx';
import { Logo } from '../Logo.tsx';
import { SiteFooter } from '../SiteFooter.tsx';

export interface TocEntry {
  id: string;
  title: string;
}

/**
 * The frame of the public help and legal pages: the product mark (back to the start), a readable column, the page
 * heading with its version line, a table of contents on long pages, and the site footer.
 */
export function PublicPageLayout({ title, intro, meta, toc, children }: { title: string; intro?: ReactNode; meta?: ReactNode; toc?: TocEntry[]; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box mih="100dvh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Box component="header" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size={820} py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Crédito — página inicial">
              <Logo />
            </Anchor>
            <ColorSchemeToggle />
          </Group>
        </Container>
      </Box>
      <Container component="main" size={820} px="md" py="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1}>{title}</Title>
            {meta ? (
              <Text c="dimmed" fz="sm">
                {meta}
              </Text>
            ) : null}
            {intro ? <Box fz="md">{intro}</Box> : null}
          </Stack>
          {toc && toc.length > 0 ? <TableOfContents entries={toc} /> : null}
          {children}
        </Stack>
      </Container>
      <Container size={820} px="md" pb="md">
        <SiteFooter />
      </Container>
    </Box>
  );
}

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <Paper component="nav" aria-labelledby="sumario" withBorder radius="md" p="md">
      <Text id="sumario" fw={700} mb="xs">
        Nesta página
      </Text>
      {/* The titles carry their own numbers. */}
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((e) => (
          <li key={e.id}>
            <Anchor href={`#${e.id}`} fz="sm">
              {e.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
