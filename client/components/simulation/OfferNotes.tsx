import { Stack, Text } from '@mantine/core';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { otherNotes, postFixedLine, projectionLine } from '../../../shared/simulation-offer-texts.ts';

/**
 * What a broker must say beside an offer's figures: that a post-fixed offer follows its index and which projection
 * (source and date) its CET assumes, then the IOF and FGTS notes.
 */
export function OfferNotes({ offer }: { offer: Pick<SimulationOffer, 'projection' | 'notes' | 'iofNote'> }) {
  const notes = otherNotes(offer);
  if (!offer.projection && notes.length === 0) return null;
  return (
    <Stack gap={4} data-testid="offer-notes">
      {offer.projection ? (
        <>
          <Text fz="xs">{postFixedLine(offer.projection)}</Text>
          <Text fz="xs" c="dimmed" data-testid="projection">
            {projectionLine(offer.projection)}
          </Text>
        </>
      ) : null}
      {notes.map((n) => (
        <Text key={n} fz="xs">
          {n}
        </Text>
      ))}
    </Stack>
  );
}
