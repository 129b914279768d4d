import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { AnchorLink } from '../../../../../components/RouterLinks.tsx';
import { summaryFacts } from './deal-format.ts';
import type { DealDetail } from './deal-types.ts';
import { FactList } from './FactList.tsx';
import { Section } from './Section.tsx';

/** The operation: type, value, term, objective, bank and product, origin, the broker's defence and the simulation behind it. */
export function DealSummary({ deal }: { deal: DealDetail }) {
  const facts = summaryFacts(deal);
  const half = Math.ceil(facts.length / 2);
  return (
    <Section
      title="Resumo da operação"
      id="resumo"
      aside={
        deal.simulation ? (
          <AnchorLink to="/simulations/$simulationId" params={{ simulationId: deal.simulation.id }} fz="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconCalculator size={16} aria-hidden />
              Reabrir a simulação
            </Group>
          </AnchorLink>
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing={0}>
        <FactList facts={facts.slice(0, half)} />
        <FactList facts={facts.slice(half)} continued />
      </SimpleGrid>
      {deal.defense ? (
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            Defesa do negócio
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {deal.defense}
          </Text>
        </Stack>
      ) : null}
      {!deal.simulation ? (
        <Text fz="xs" c="dimmed">
          Nenhuma simulação salva está ligada a este negócio.
        </Text>
      ) : null}
    </Section>
  );
}
