import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { OfferCard } from './OfferCard.tsx';
import { rankingNote } from './offer-message.ts';
import { RejectionList } from './RejectionList.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ResultGate } from './ResultState.tsx';
import { eligibleSummary } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';

/**
 * The ranked eligible banks as result cards, the actions on the case, and every bank that does not fit and why. Its
 * heading (`data-result-heading`) takes the focus after Simular (SimulationWorkspace).
 */
export function BestMatchView({ kind }: { kind: SimulationKind }) {
  return (
    <ResultGate kind={kind}>
      {({ request, result, savedId }) => (
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <Stack gap={2}>
                <Title order={2} fz="lg" data-result-heading tabIndex={-1} style={{ outline: 'none' }}>
                  {eligibleSummary(result.eligible.length, 'a este caso')}
                </Title>
                <Text fz="sm" c="dimmed">
                  {result.eligible.length > 1 ? rankingNote(result.eligible) : ''}
                  {result.ineligible.length > 0 ? `${result.ineligible.length} não ${result.ineligible.length === 1 ? 'atende' : 'atendem'}: veja o motivo abaixo.` : ''}
                </Text>
              </Stack>
              <ResultActions kind={kind} request={request} result={result} savedId={savedId} />
            </Group>
          </Card>
          {result.eligible.length === 0 ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle />} title="Ajuste o caso">
              Veja abaixo o motivo de cada banco e o que mudar para que ele atenda.
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="section" aria-label="Bancos que atendem">
              {result.eligible.map((offer, i) => (
                <OfferCard key={offer.productId} offer={offer} rank={i + 1} />
              ))}
            </SimpleGrid>
          )}
          <RejectionList items={result.ineligible} />
        </Stack>
      )}
    </ResultGate>
  );
}
