import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of a legal document: its anchor id, numbered title and text. */
export interface LegalSectionContent {
  id: string;
  title: string;
  body: ReactNode;
}

/** A numbered section of a legal document, with a heading that links to itself (shareable "#id" addresses). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" id={id} aria-labelledby={`${id}-titulo`} gap="sm" style={{ scrollMarginTop: 16 }}>
      <Group gap={6} wrap="nowrap" align="baseline">
        <Title order={2} id={`${id}-titulo`} fz={{ base: 'lg', sm: 'xl' }}>
          {title}
        </Title>
        <Anchor href={`#${id}`} c="dimmed" fz="sm" aria-label={`Link para a seção ${title}`}>
          #
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** A paragraph of legal text. */
export function P({ children }: { children: ReactNode }) {
  return <Text lh={1.65}>{children}</Text>;
}

/** A bulleted list of legal text. */
export function Items({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} lh={1.6} withPadding>
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}

/** "Versão 2025-01 · em vigor desde janeiro de 2025": the version line of a legal document. */
export function versionLine(version: string): string {
  const [year, month] = version.split('-').map(Number);
  const since = year && month ? new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1))) : null;
  return since ? `Versão ${version} · em vigor desde ${since}` : `Versão ${version}`;
}
