import { Badge, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney, formatRate } from '../../../../../shared/format.ts';
import { SIMULATION_DEADLINES, type SimulationResult, type TSimulationParsed } from '../../../../../shared/schemas/simulation.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { DemoBadge } from '../../../../components/simulation/BankName.tsx';
import { ResultGate } from '../../../../components/simulation/ResultState.tsx';
import { formatTerm, sentence } from '../../../../components/simulation/simulation-format.ts';
import { useDeadlines } from '../../../../components/simulation/use-simulation.ts';
import { NoOffers } from './NoOffers.tsx';
import { OfferFacts } from './OfferFacts.tsx';
import { ProductPicker, pickProduct } from './ProductPicker.tsx';

function DeadlinesTable({ request, productId }: { request: TSimulationParsed; productId: string }) {
  const terms = SIMULATION_DEADLINES[request.type].options.filter((t) => t > 0);
  const rows = useDeadlines(request, productId, terms);
  if (rows.isError && !rows.isFetching) return <LoadError what="os prazos" onRetry={() => void rows.refetch()} />;
  const projected = rows.data?.some((r) => r.eligible && r.offer.projection);
  const columns = ['Prazo', '1ª parcela', 'Última parcela', projected ? 'CET projetado' : 'CET', 'Renda mínima'];
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={rows.isFetching}>
        <Table.Caption>O mesmo produto em cada prazo oferecido para o tipo de operação</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={c} ta={i === 0 ? undefined : 'right'}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.data
            ? rows.data.map((row) => (
                <Table.Tr key={row.termMonths} bg={row.termMonths === request.deadline ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatTerm(row.termMonths)}
                      </Text>
                      {row.termMonths === request.deadline ? (
                        // Never squeezed to "escol…" by a narrow column: the table scrolls instead.
                        <Badge size="xs" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
                          escolhido
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  {row.eligible ? (
                    <>
                      <Table.Td ta="right">{formatMoney(row.offer.firstInstallment)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(row.offer.lastInstallment)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatRate(row.offer.cetMonthly, 'a.m.')}
                        <Text fz="xs" c="dimmed">
                          {formatRate(row.offer.cetAnnual, 'a.a.')}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(row.offer.minimumIncome)}</Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={4}>
                      <Text fz="sm" c="orange.8">
                        {/* A dash, not a colon: the reasons have their own ("Renda insuficiente: a renda mínima é…"). */}
                        Não atende — {row.reasons.map((r) => sentence(r.message)).join('; ')}
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            : terms.map((t) => (
                <Table.Tr key={t}>
                  {columns.map((c) => (
                    <Table.Td key={c}>
                      <Skeleton height={14} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Deadlines({ request, result }: { request: TSimulationParsed; result: SimulationResult }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const productId = pickProduct(result, chosen, true);
  if (!productId) return <NoOffers result={result} />;
  const product = [...result.eligible, ...result.ineligible].find((p) => p.productId === productId);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <ProductPicker result={result} value={productId} onChange={setChosen} withIneligible />
          {product?.bank.isDemo ? <DemoBadge /> : null}
        </Group>
        <OfferFacts result={result} productId={productId} />
        <DeadlinesTable request={request} productId={productId} />
      </Stack>
    </Card>
  );
}

/** One product over the type's deadline options: instalments, CET and minimum income, or why a term does not fit. */
export function DeadlinesView() {
  return <ResultGate kind="realty">{({ request, result }) => <Deadlines request={request} result={result} />}</ResultGate>;
}
