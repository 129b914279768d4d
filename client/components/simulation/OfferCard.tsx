import { Badge, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney, formatRate } from '../../../shared/format.ts';
import { INDEXER } from '../../../shared/options.ts';
import type { SimulationOffer } from '../../../shared/schemas/simulation.ts';
import { cetLabel } from '../../../shared/simulation-offer-texts.ts';
import { STRONG_GREEN } from '../colors.ts';
import { BankName } from './BankName.tsx';
import { OfferCosts } from './OfferCosts.tsx';
import { OfferNotes } from './OfferNotes.tsx';
import { PostFixedBadge } from './PostFixedBadge.tsx';
import { formatSla } from './simulation-format.ts';

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId?: string }) {
  return (
    <Stack gap={0} miw={0} data-testid={testId}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
      {detail ? (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}

interface OfferCardProps {
  offer: SimulationOffer;
  /** 1 = the best offer. */
  rank: number;
  children?: ReactNode;
}

/**
 * A result card (docs/design/product-spec.md §3): rank, SLA range, score, CET, fee, instalments, minimum income,
 * financed amount; and the credit-realism figures: the pós-fixado mark with the projection the CET assumes, the tariffs
 * in the CET and the cash at signing.
 */
export function OfferCard({ offer, rank, children }: OfferCardProps) {
  const best = rank === 1;
  const indexer = (INDEXER as Record<string, string>)[offer.indexer] ?? offer.indexer;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={`${rank}º ${offer.bank.name}`} style={best ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}>
      <Stack gap="md">
        <Stack gap="sm">
          <Group gap={6}>
            <Badge variant="light" color={best ? 'green' : 'blue'} radius="sm">
              {rank}º
            </Badge>
            {best ? (
              <Badge color={STRONG_GREEN} variant="filled" radius="sm">
                Melhor opção
              </Badge>
            ) : null}
            {offer.postFixed ? <PostFixedBadge /> : null}
          </Group>
          <BankName bank={offer.bank} product={`${offer.productName} · ${offer.table} · ${indexer}`} />
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              1ª parcela
            </Text>
            <Text fz="xl" fw={800} lh={1.2}>
              {formatMoney(offer.firstInstallment)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              Última parcela
            </Text>
            <Text fz="xl" fw={800} lh={1.2}>
              {formatMoney(offer.lastInstallment)}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <Figure label={cetLabel(offer)} value={formatRate(offer.cetMonthly, 'a.m.')} detail={formatRate(offer.cetAnnual, 'a.a.')} testId="cet" />
          <Figure label="Taxa de juros" value={formatRate(offer.monthlyRate, 'a.m.')} detail={formatRate(offer.annualRate, 'a.a.')} />
          <Figure label="Renda mínima" value={formatMoney(offer.minimumIncome)} />
          <Figure label="Prazo de análise" value={formatSla(offer.slaMin, offer.slaMax)} />
          <Figure label="Score" value={String(offer.score)} />
          <Figure label="Total pago" value={formatMoney(offer.totalPaid)} />
          {offer.iof > 0 ? <Figure label="Valor financiado" value={formatMoney(offer.financedAmount)} detail={`com IOF de ${formatMoney(offer.iof)}`} /> : null}
        </SimpleGrid>
        <OfferNotes offer={offer} />
        <OfferCosts offer={offer} />
        {children}
      </Stack>
    </Card>
  );
}
