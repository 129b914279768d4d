import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SimulationResult } from '../../../../../shared/schemas/simulation.ts';
import { OfferCosts } from '../../../../components/simulation/OfferCosts.tsx';
import { OfferNotes } from '../../../../components/simulation/OfferNotes.tsx';
import { PostFixedBadge } from '../../../../components/simulation/PostFixedBadge.tsx';

/**
 * A per-product view's reminder of what the result card says about the product: whether it is post-fixed and which
 * projection its CET assumes, the tariffs in the CET and the cash at signing (none of them depend on the term).
 */
export function OfferFacts({ result, productId }: { result: SimulationResult; productId: string }) {
  const offer = result.eligible.find((o) => o.productId === productId);
  if (!offer) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Projeção, tarifas e valor na assinatura">
      <Stack gap="sm">
        {offer.postFixed ? (
          <Group gap="xs">
            <PostFixedBadge size="sm" />
            <Text fz="xs" c="dimmed">
              {offer.productName}
            </Text>
          </Group>
        ) : null}
        <OfferNotes offer={offer} />
        <OfferCosts offer={offer} />
      </Stack>
    </Paper>
  );
}
