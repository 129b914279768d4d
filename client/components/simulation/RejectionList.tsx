import { Accordion, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SimulationRejection } from '../../../shared/schemas/simulation.ts';
import { BankName } from './BankName.tsx';
import { sentence } from './simulation-format.ts';

function Reasons({ item }: { item: SimulationRejection }) {
  return (
    <List size="sm" spacing={4} icon={<IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />} center>
      {item.reasons.map((r) => (
        <List.Item key={`${r.code}-${r.message}`}>{sentence(r.message)}</List.Item>
      ))}
    </List>
  );
}

interface RejectionListProps {
  items: SimulationRejection[];
  /** Public pages: each bank collapsed behind its name. */
  collapsed?: boolean;
}

/** "Bancos que não atendem": every ineligible bank and product with each reason the server gave (and its fix). */
export function RejectionList({ items, collapsed = false }: RejectionListProps) {
  if (items.length === 0) return null;
  const heading = `Bancos que não atendem (${items.length})`;
  if (collapsed) {
    return (
      <Stack gap="xs" component="section" aria-label="Bancos que não atendem">
        <Title order={2} fz="lg">
          {heading}
        </Title>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {items.map((item) => (
            <Accordion.Item key={item.productId} value={item.productId}>
              <Accordion.Control>
                <BankName bank={item.bank} product={item.productName} size="sm" />
              </Accordion.Control>
              <Accordion.Panel>
                <Reasons item={item} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Bancos que não atendem">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {heading}
          </Title>
          <Text fz="sm" c="dimmed">
            O motivo de cada banco e o que ajustar para que ele atenda.
          </Text>
        </Stack>
        {items.map((item) => (
          <Group key={item.productId} align="flex-start" gap="lg" wrap="wrap" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="rejection">
            {/* No fading: a faded bank name fell under WCAG AA contrast in the dark theme; the section's title says it. */}
            <Stack w={{ base: '100%', sm: 280 }}>
              <BankName bank={item.bank} product={item.productName} size="sm" />
            </Stack>
            <Stack flex={1} miw={220}>
              <Reasons item={item} />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
