import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { allowAllChoices, COOKIE_CATEGORY_INFO, type CookieChoices, denyAllChoices, OPTIONAL_COOKIE_CATEGORIES } from '../../../shared/cookies.ts';
import { LEGAL_PAGES } from '../../../shared/site.ts';
import { closeCookiePreferences, saveCookieChoice, useCookieConsent } from '../../lib/cookie-consent-store.ts';

/**
 * The preferences dialog (docs/design/product-spec.md §4): the five categories, essential always on (its switch
 * disabled), the others off unless already consented (ANPD: non-essential categories start off).
 */
export function CookiePreferencesModal() {
  const { choices, preferencesOpen } = useCookieConsent();
  const [draft, setDraft] = useState<CookieChoices>(choices ?? denyAllChoices());

  // Each opening starts from the saved choice, not from an unsaved draft of a previous opening.
  useEffect(() => {
    if (preferencesOpen) setDraft(choices ?? denyAllChoices());
  }, [preferencesOpen, choices]);

  return (
    // The focus goes back through the store (cookie-consent-store.ts returnFocus), also the first time, when the dialog
    // mounts already open and Mantine's own return has nothing recorded.
    <Modal opened={preferencesOpen} onClose={closeCookiePreferences} title="Preferências de cookies" size="lg" centered returnFocus={false}>
      <Stack gap="md">
        <Text fz="sm">
          Escolha quais categorias de cookies a Crédito pode usar neste navegador. A escolha vale por 30 dias e pode ser mudada a qualquer momento pelo link &quot;Preferências de cookies&quot; no
          rodapé. Detalhes na{' '}
          <Anchor component={Link} to={LEGAL_PAGES.cookies.path} onClick={closeCookiePreferences} inherit underline="always">
            Política de cookies
          </Anchor>
          .
        </Text>
        <Divider />
        <CategoryRow label={COOKIE_CATEGORY_INFO.essential.label} description={COOKIE_CATEGORY_INFO.essential.description} checked disabled onChange={() => undefined} />
        {OPTIONAL_COOKIE_CATEGORIES.map((category) => (
          <CategoryRow
            key={category}
            label={COOKIE_CATEGORY_INFO[category].label}
            description={COOKIE_CATEGORY_INFO[category].description}
            checked={draft[category]}
            onChange={(checked) => setDraft((d) => ({ ...d, [category]: checked }))}
          />
        ))}
        <Divider />
        <Group justify="space-between" gap="xs">
          <Group gap="xs" grow style={{ flex: '1 1 260px' }}>
            <Button onClick={() => saveCookieChoice(denyAllChoices())}>Recusar todos</Button>
            <Button onClick={() => saveCookieChoice(allowAllChoices())}>Aceitar todos</Button>
          </Group>
          <Button variant="outline" onClick={() => saveCookieChoice(draft)} style={{ flex: '1 1 180px' }}>
            Salvar preferências
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One category's switch. The essential one is on and disabled, but drawn "on" (not greyed out) so it reads as active. */
function CategoryRow(props: { label: string; description: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  const locked = props.disabled && props.checked;
  return (
    <Switch
      label={
        <Group gap={6} component="span">
          {props.label}
          {locked ? (
            <Badge variant="light" size="sm" component="span">
              Sempre ativos
            </Badge>
          ) : null}
        </Group>
      }
      description={props.description}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
      size="md"
      styles={{
        label: { fontWeight: 600, color: 'var(--mantine-color-text)', cursor: locked ? 'default' : undefined },
        description: { color: 'var(--mantine-color-dimmed)' },
        track: locked ? { backgroundColor: 'var(--mantine-primary-color-filled)', borderColor: 'var(--mantine-primary-color-filled)', opacity: 0.55 } : undefined,
      }}
    />
  );
}
