import { Alert, Card, Group, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, formatRate } from '../../../../../shared/format.ts';
import type { SimulationOffer, SimulationResult, TSimulationParsed } from '../../../../../shared/schemas/simulation.ts';
import { cetLabel } from '../../../../../shared/simulation-offer-texts.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { BankName } from '../../../../components/simulation/BankName.tsx';
import { ResultGate } from '../../../../components/simulation/ResultState.tsx';
import { hasCorrection, singleTableNote } from '../../../../components/simulation/schedule-format.ts';
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

type Quoted = { table: 'PRICE' | 'SAC'; schedule: DetailedSchedule };

/** The tables the product is quoted in: both, or the one it accepts (a SAC-only product has no PRICE to show). */
function quotedTables(data: DetailedResult): Quoted[] {
  return [data.price ? { table: 'PRICE' as const, schedule: data.price } : null, data.sac ? { table: 'SAC' as const, schedule: data.sac } : null].filter((q): q is Quoted => q !== null);
}

/** PRICE and SAC of the product next to each other: the figures that decide between them. */
function Comparison({ quoted, offer }: { quoted: Quoted[]; offer: SimulationOffer | undefined }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {quoted.map((q) => (
              <Table.Th key={q.table} ta="right">
                {q.table}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary(offer).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              {quoted.map((q) => (
                <Table.Td key={q.table} ta="right">
                  {value(q.schedule)}
                </Table.Td>
              ))}
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
  const quoted = quotedTables(data);
  if (quoted.length === 0) {
    return (
      <Alert color="orange" variant="light" title="Este produto não atende ao caso">
        {data.reasons.map((r) => sentence(r.message)).join('; ')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <BankName bank={data.bank} product={data.productName} />
      {quoted.length === 1 ? (
        <Text fz="sm" c="dimmed">
          {singleTableNote(quoted[0].table, data.reasons)}
        </Text>
      ) : null}
      <Comparison quoted={quoted} offer={offer} />
      <Tabs defaultValue={quoted[0].table} keepMounted={false}>
        <Tabs.List>
          {quoted.map((q) => (
            <Tabs.Tab key={q.table} value={q.table}>
              Tabela {q.table}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {quoted.map((q) => (
          <Tabs.Panel key={q.table} value={q.table} pt="md">
            <ScheduleTable schedule={q.schedule.schedule} label={q.table} indexer={correctionIndexer(offer, q.schedule.schedule)} />
          </Tabs.Panel>
        ))}
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
