import { Card, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatRate } from '../../../../../shared/format.ts';
import type { SimulationOffer } from '../../../../../shared/schemas/simulation.ts';
import { projectionLine, tariffsPayment } from '../../../../../shared/simulation-offer-texts.ts';
import { ScrollHint } from '../../../../components/list/ScrollHint.tsx';
import { BankName } from '../../../../components/simulation/BankName.tsx';
import { PostFixedBadge } from '../../../../components/simulation/PostFixedBadge.tsx';
import { ResultGate } from '../../../../components/simulation/ResultState.tsx';
import { formatSla, sentence } from '../../../../components/simulation/simulation-format.ts';
import classes from './banks-view.module.css';

const nowrap = { whiteSpace: 'nowrap' } as const;
const COLUMNS = ['Banco e produto', 'Taxa', 'CET', '1ª parcela', 'Última parcela', 'Total pago', 'Renda mínima', 'Tarifas no CET', 'Na assinatura', 'Análise', 'Score'];

function TwoRates({ monthly, annual, note }: { monthly: number; annual: number; note?: string }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatRate(monthly, 'a.m.')}
      <Text fz="xs" c="dimmed">
        {formatRate(annual, 'a.a.')}
      </Text>
      {note ? (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** The tariffs' sum and how they are paid. */
function Tariffs({ offer }: { offer: SimulationOffer }) {
  const tariffs = offer.tariffs ?? [];
  const total = tariffs.reduce((sum, t) => sum + t.amount, 0);
  return (
    <Table.Td ta="right" style={nowrap}>
      {tariffs.length ? formatMoney(total) : '—'}
      {tariffs.length ? (
        <Text fz="xs" c="dimmed">
          {tariffsPayment(tariffs)}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** Each projection the CETs assume, once, with its source and date. */
function Projections({ offers }: { offers: SimulationOffer[] }) {
  const lines = [...new Set(offers.flatMap((o) => (o.projection ? [projectionLine(o.projection)] : [])))];
  if (!lines.length) return null;
  return (
    <Stack gap={2} mt="sm" data-testid="projections">
      {lines.map((l) => (
        <Text key={l} fz="xs" c="dimmed">
          {l}
        </Text>
      ))}
    </Stack>
  );
}

// The scrolling area takes the keyboard's focus, so the arrow keys scroll it too (axe: scrollable-region-focusable).
const SCROLL_VIEWPORT = { tabIndex: 0, role: 'region', 'aria-label': 'Tabela dos bancos lado a lado' } as const;

/** Every bank side by side: the eligible ones ranked, then the ones that do not fit, greyed, with their reasons. */
export function BanksView() {
  return (
    <ResultGate kind="realty">
      {({ result }) => (
        <Card withBorder radius="lg" padding="md">
          {/* Eleven columns do not fit a phone or a laptop beside the sidebar: say that the table scrolls, and keep
              its scrollbar in sight (without the hint, two columns looked missing). */}
          <ScrollHint />
          <Table.ScrollContainer minWidth={1440} scrollAreaProps={{ type: 'always', offsetScrollbars: 'x', viewportProps: SCROLL_VIEWPORT }} data-testid="banks-scroll">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption>
                {result.eligible.length} de {result.eligible.length + result.ineligible.length} produtos atendem ao caso
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c, i) => (
                    <Table.Th key={c} ta={i === 0 ? undefined : 'right'} className={i === 0 ? classes.bankCell : undefined} style={{ whiteSpace: 'nowrap' }}>
                      {c}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.eligible.map((o, i) => (
                  <Table.Tr key={o.productId}>
                    <Table.Td className={classes.bankCell}>
                      <BankName bank={o.bank} product={`${i + 1}º · ${o.productName} · ${o.table}`} size="sm" />
                      {o.postFixed ? <PostFixedBadge size="sm" /> : null}
                    </Table.Td>
                    <TwoRates monthly={o.monthlyRate} annual={o.annualRate} />
                    <TwoRates monthly={o.cetMonthly} annual={o.cetAnnual} note={o.projection ? `projetado (${o.projection.indexer})` : undefined} />
                    <Table.Td ta="right" fw={600} style={nowrap}>
                      {formatMoney(o.firstInstallment)}
                    </Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {formatMoney(o.lastInstallment)}
                    </Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {formatMoney(o.totalPaid)}
                    </Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {formatMoney(o.minimumIncome)}
                    </Table.Td>
                    <Tariffs offer={o} />
                    <Table.Td ta="right" style={nowrap}>
                      {o.cashAtSigning ? formatMoney(o.cashAtSigning.total) : '—'}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatSla(o.slaMin, o.slaMax)}
                    </Table.Td>
                    <Table.Td ta="right">{o.score}</Table.Td>
                  </Table.Tr>
                ))}
                {result.ineligible.map((r) => (
                  <Table.Tr key={r.productId} c="dimmed" bg="var(--mantine-color-default-hover)" className={classes.ineligible} data-ineligible>
                    <Table.Td className={classes.bankCell}>
                      <BankName bank={r.bank} product={r.productName} size="sm" />
                    </Table.Td>
                    <Table.Td colSpan={COLUMNS.length - 1}>
                      <Text fz="sm" fw={600}>
                        Não atende
                      </Text>
                      <Text fz="sm">{r.reasons.map((x) => sentence(x.message)).join(' · ')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Projections offers={result.eligible} />
        </Card>
      )}
    </ResultGate>
  );
}
