import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { BankAvatar } from '../catalogue/BankAvatar.tsx';
import { DEMO_LABEL } from './simulation-format.ts';

/**
 * "Dados de demonstração" in full (the catalogue's compact badge says "Demonstração"): every result view marks the
 * seeded demo banks, so nobody takes their conditions for a bank's real offer.
 */
export function DemoBadge() {
  return (
    <Badge color="grape" variant="light" size="sm" title="Condições plausíveis de demonstração, não são ofertas reais do banco">
      {DEMO_LABEL}
    </Badge>
  );
}

interface BankNameProps {
  bank: SimulationOffer['bank'];
  /** The product's name under the bank's. */
  product?: string;
  size?: 'sm' | 'md';
}

/** A bank's logo (or initials), name, product and the demo mark. */
export function BankName({ bank, product, size = 'md' }: BankNameProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" miw={0}>
      <BankAvatar name={bank.name} logoUrl={bank.logoUrl} size={size === 'md' ? 40 : 30} />
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} fz={size === 'md' ? 'md' : 'sm'} lh={1.2}>
            {bank.name}
          </Text>
          {bank.isDemo ? <DemoBadge /> : null}
        </Group>
        {product ? (
          <Text fz="xs" c="dimmed" lh={1.2}>
            {product}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
