import { Accordion, Anchor, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LEGAL_PAGES, SITE } from '../../shared/site.ts';
import { PublicPageLayout } from '../components/legal/PublicPageLayout.tsx';
import { FAQ_GROUPS, type FaqGroup, filterFaq } from './-legal/faq-data.ts';

export const Route = createFileRoute('/faq')({
  component: FaqPage,
});

function FaqPage() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const groups = useMemo(() => filterFaq(FAQ_GROUPS, debounced), [debounced]);
  const searching = debounced.trim() !== '';
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  return (
    <PublicPageLayout title={LEGAL_PAGES.faq.label} intro={<Text>Respostas rápidas para corretores e para clientes. Digite uma palavra para filtrar as perguntas.</Text>}>
      <TextInput
        label="Buscar nas perguntas"
        placeholder="Ex.: CET, documentos, link de acompanhamento"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
        size="md"
      />
      <Text c="dimmed" fz="sm" aria-live="polite">
        {searching ? (count === 0 ? '' : `${count} ${count === 1 ? 'pergunta encontrada' : 'perguntas encontradas'}`) : ''}
      </Text>
      {count === 0 ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={600}>Nenhuma pergunta encontrada para “{debounced.trim()}”.</Text>
          <Text c="dimmed" fz="sm">
            Tente outra palavra ou escreva para{' '}
            <Anchor href={`mailto:${SITE.supportEmail}`} inherit underline="always">
              {SITE.supportEmail}
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        (['Para corretores', 'Para clientes'] as const).map((audience) => {
          const ofAudience = groups.filter((g) => g.audience === audience);
          return ofAudience.length === 0 ? null : (
            <Stack key={audience} gap="md" component="section" aria-label={audience}>
              <Title order={2}>{audience}</Title>
              {ofAudience.map((g) => (
                <FaqGroupAccordion key={`${g.id}-${searching ? debounced : ''}`} group={g} expanded={searching} />
              ))}
            </Stack>
          );
        })
      )}
      <Text c="dimmed" fz="sm">
        Sobre dados pessoais, veja a {/* Underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1; axe link-in-text-block). */}
        <Anchor component={Link} to={LEGAL_PAGES.privacy.path} inherit underline="always">
          Política de privacidade
        </Anchor>
        .
      </Text>
    </PublicPageLayout>
  );
}

/** One group's questions; while searching, every match starts open so the answers show at once. */
function FaqGroupAccordion({ group, expanded }: { group: FaqGroup; expanded: boolean }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={3} fz="lg" id={`grupo-${group.id}`}>
          {group.title}
        </Title>
        <Badge variant="light" color="gray" size="sm">
          {group.items.length}
        </Badge>
      </Group>
      <Accordion multiple variant="separated" radius="md" defaultValue={expanded ? group.items.map((i) => i.id) : []} aria-labelledby={`grupo-${group.id}`}>
        {group.items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {item.answer.map((p, i) => (
                  <Text key={i} lh={1.6}>
                    {p}
                  </Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
