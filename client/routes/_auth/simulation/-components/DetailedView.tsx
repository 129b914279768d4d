import { Alert, Card, Group, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, formatRate } from '../../../../../shared/format.ts';
import type { SimulationOffer, SimulationResult, TSimulationParsed } from '../../../../../shared/schemas/simulation.ts';
import { cetLabel } from '../../../../../shared/simulation-offer-texts.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { BankName } from '../../../../components/simulation/BankName.tsx';
import { ResultGate } from '../../../../components/simulation/ResultState.tsx';
import { hasCorrection } from '../../../../components/simulation/schedule-format.ts';
import { sentence } from '../../../../components/simulation/simulation-format.ts';
import type { DetailedResult, DetailedSchedule } from '../../../../components/simulation/simulation-types.ts';
import { useDetailed } from '../../../../components/simulation/use-simulation.ts';
import { NoOffers } from './NoOffers.tsx';
import { OfferFacts } from './OfferFacts.tsx';
import { ProductPicker, pickProduct } from './ProductPicker.tsx';
import { ScheduleTable } from './ScheduleTable.tsx';

const summary = (offer: Pick<SimulationOffer, 'projection'> | undefined): [string, (s: DetailedSchedule) => string][] => [
  ['1ª parcela', (s) => formatMoney(s.firstInstallment)],
  ['Última parcela', (s) => formatMoney(s.lastInstallment)],
  ['Total pago', (s) => formatMoney(s.totalPaid)],
  [cetLabel(offer ?? {}), (s) => `${formatRate(s.cetMonthly, 'a.m.')} · ${formatRate(s.cetAnnual, 'a.a.')}`],
  ['Renda mínima', (s) => formatMoney(s.minimumIncome)],
  ['Valor financiado', (s) => formatMoney(s.financedAmount) + (s.iof > 0 ? ` (IOF ${formatMoney(s.iof)})` : '')],
];

/** PRICE and SAC of the product next to each other: the figures that decide between them. */
function Comparison({ data, offer }: { data: DetailedResult; offer: SimulationOffer | undefined }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">PRICE</Table.Th>
            <Table.Th ta="right">SAC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary(offer).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{data.price ? value(data.price) : '—'}</Table.Td>
              <Table.Td ta="right">{data.sac ? value(data.sac) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The index a schedule's correction column is named after; null (no column) for a fixed-rate product. */
function correctionIndexer(offer: SimulationOffer | undefined, schedule: DetailedSchedule['schedule']): string | null {
  if (offer?.projection) return offer.projection.indexer;
  return hasCorrection(schedule) ? 'índice' : null;
}

function Schedules({ request, productId, offer }: { request: TSimulationParsed; productId: string; offer: SimulationOffer | undefined }) {
  const detailed = useDetailed(request, productId);
  if (detailed.isError && !detailed.isFetching) return <LoadError what="as tabelas" onRetry={() => void detailed.refetch()} />;
  const data = detailed.data;
  if (!data) return <Skeleton height={320} radius="md" aria-busy />;
  if (!data.price && !data.sac) {
    return (
      <Alert color="orange" variant="light" title="Este produto não atende ao caso">
        {data.reasons.map((r) => sentence(r.message)).join('; ')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <BankName bank={data.bank} product={data.productName} />
      <Comparison data={data} offer={offer} />
      <Tabs defaultValue={data.price ? 'PRICE' : 'SAC'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="PRICE" disabled={!data.price}>
            Tabela PRICE
          </Tabs.Tab>
          <Tabs.Tab value="SAC" disabled={!data.sac}>
            Tabela SAC
          </Tabs.Tab>
        </Tabs.List>
        {data.price ? (
          <Tabs.Panel value="PRICE" pt="md">
            <ScheduleTable schedule={data.price.schedule} label="PRICE" indexer={correctionIndexer(offer, data.price.schedule)} />
          </Tabs.Panel>
        ) : null}
        {data.sac ? (
          <Tabs.Panel value="SAC" pt="md">
            <ScheduleTable schedule={data.sac.schedule} label="SAC" indexer={correctionIndexer(offer, data.sac.schedule)} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

function Detailed({ request, result }: { request: TSimulationParsed; result: SimulationResult }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const productId = pickProduct(result, chosen);
  if (!productId) return <NoOffers result={result} />;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group align="flex-end" justify="space-between" gap="sm">
          <ProductPicker result={result} value={productId} onChange={setChosen} />
          <Text fz="xs" c="dimmed" maw={420}>
            Parcela = amortização + juros + seguros MIP (sobre o saldo) e DFI (sobre o imóvel) + taxa de administração. Nos pós-fixados, o índice corrige o saldo todo mês antes dos juros.
          </Text>
        </Group>
        <OfferFacts result={result} productId={productId} />
        <Schedules request={request} productId={productId} offer={result.eligible.find((o) => o.productId === productId)} />
      </Stack>
    </Card>
  );
}

/** One product's full schedule in PRICE and in SAC, month by month. */
export function DetailedView() {
  return <ResultGate kind="realty">{({ request, result }) => <Detailed request={request} result={result} />}</ResultGate>;
}
