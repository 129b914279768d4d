import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format.ts';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { CASH_AT_SIGNING_HEADING, cashAtSigningLines, cashAtSigningNote, TARIFFS_HEADING, tariffPayment } from '../../../shared/simulation-offer-texts.ts';

function Line({ label, value, detail, strong = false }: { label: string; value: string; detail?: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Stack gap={0} miw={0}>
        <Text fz="xs" fw={strong ? 700 : undefined}>
          {label}
        </Text>
        {detail ? (
          <Text fz="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Text fz="xs" fw={strong ? 700 : 600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The tariffs the CET includes (paid up front or financed) and the cash the customer needs at signing. */
export function OfferCosts({ offer }: { offer: Pick<SimulationOffer, 'tariffs' | 'cashAtSigning'> }) {
  const tariffs = offer.tariffs ?? [];
  const cash = offer.cashAtSigning;
  // Results saved before these figures existed have neither: nothing to show rather than zeros that are not true.
  if (!cash && tariffs.length === 0) return null;
  return (
    <>
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Stack gap={4} role="group" aria-label={TARIFFS_HEADING}>
          <Text fz="xs" c="dimmed" fw={600}>
            {TARIFFS_HEADING}
          </Text>
          {tariffs.length ? tariffs.map((t) => <Line key={t.kind} label={t.label} detail={tariffPayment(t)} value={formatMoney(t.amount)} />) : <Text fz="xs">Nenhuma tarifa</Text>}
        </Stack>
        {cash ? (
          <Stack gap={4} role="group" aria-label={CASH_AT_SIGNING_HEADING} data-testid="cash-at-signing">
            <Text fz="xs" c="dimmed" fw={600}>
              {CASH_AT_SIGNING_HEADING}
            </Text>
            {cashAtSigningLines(cash).map((l) => (
              <Line key={l.key} label={l.label} value={l.value} strong={l.key === 'total'} />
            ))}
            {cashAtSigningNote(cash) ? (
              <Text fz="xs" c="dimmed">
                {cashAtSigningNote(cash)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </SimpleGrid>
    </>
  );
}
