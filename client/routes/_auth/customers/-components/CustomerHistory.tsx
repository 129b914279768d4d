import { Box, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import { pipelineByKey } from '../../../../../shared/pipelines.ts';
import { months } from '../../../../../shared/plural.ts';
import { ScrollingTable } from '../../../../components/list/ScrollingTable.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { useProfile } from '../../../../lib/session.ts';
import { formatDay, optionLabel } from '../../deal/$dealId/-components/deal-format.ts';

type CustomerDetail = inferRouterOutputs<AppRouter>['customers']['get'];
const nowrap = { whiteSpace: 'nowrap' } as const;

function HistoryCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const roleLabel = (d: CustomerDetail['deals'][number]) => (d.type === 'SELLER' ? 'Vendedor' : d.main ? 'Proponente principal' : 'Proponente');

/** The customer's deals (those the user can see), each a link to its page, with its stage and value. */
export function CustomerDeals({ deals }: { deals: CustomerDetail['deals'] | undefined }) {
  return (
    <HistoryCard title="Negócios" id="negocios">
      {!deals ? (
        <Skeleton height={120} radius="md" />
      ) : deals.length === 0 ? (
        <Text c="dimmed">Nenhum negócio visível para você.</Text>
      ) : (
        // Each row's type under its number and its date under the role: with a column each, the table is wider than
        // its card on a laptop (1280 px) and the role and date go past the edge.
        <ScrollingTable minWidth={460} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {['Negócio', 'Etapa', 'Valor', 'Papel'].map((c) => (
                <Table.Th key={c} style={nowrap}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deals.map((d) => {
              const stage = pipelineByKey(d.pipelineKey)?.stages.find((s) => s.key === d.stage);
              return (
                <Table.Tr key={d.id} data-deal-id={d.id}>
                  <Table.Td>
                    <AnchorLink to="/deal/$dealId" params={{ dealId: d.id }} fw={600} fz="sm" style={nowrap}>
                      Negócio nº {d.number}
                    </AnchorLink>
                    <Text fz="xs" c="dimmed">
                      {optionLabel(PRODUCT_TYPE, d.operationType)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Box w={8} h={8} bg={`${stage?.color ?? 'gray'}.6`} style={{ borderRadius: 8, flex: 'none' }} aria-hidden />
                      <Text fz="sm">{stage?.label ?? d.stage}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td style={nowrap}>{formatMoney(d.operationValue)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{roleLabel(d)}</Text>
                    <Text fz="xs" c="dimmed" style={nowrap}>
                      cadastrado em {formatDay(d.createdAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ScrollingTable>
      )}
    </HistoryCard>
  );
}

/**
 * The customer's simulations (saved by staff for the document, or attached to one of their deals; a public simulator's
 * simulation only through a deal linked on purpose), with a link to reopen each one.
 */
export function CustomerSimulations({ simulations }: { simulations: CustomerDetail['simulations'] | undefined }) {
  const canReopen = can(useProfile().role.permissions, 'simulation', 'create');
  return (
    <HistoryCard title="Simulações" id="simulacoes">
      {!simulations ? (
        <Skeleton height={100} radius="md" />
      ) : simulations.length === 0 ? (
        <Text c="dimmed">Nenhuma simulação salva para este cliente.</Text>
      ) : (
        <ScrollingTable minWidth={460} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {['Simulação', 'Crédito', 'Bancos que atendem', ...(canReopen ? [''] : [])].map((c, i) => (
                <Table.Th key={i} style={nowrap}>
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {simulations.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Text fz="sm" style={nowrap}>
                    {formatDay(s.createdAt)} · {s.origin === 'simulator' ? 'Simulador público' : 'Interna'}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {optionLabel(PRODUCT_TYPE, s.type)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" style={nowrap}>
                    {formatMoney(s.operationValue)}
                  </Text>
                  <Text fz="xs" c="dimmed" style={nowrap}>
                    em {months(s.deadline)}
                  </Text>
                </Table.Td>
                <Table.Td>{s.eligibleCount}</Table.Td>
                {canReopen ? (
                  <Table.Td style={nowrap}>
                    <AnchorLink to="/simulations/$simulationId" params={{ simulationId: s.id }} fz="sm" aria-label={`Reabrir a simulação de ${formatDay(s.createdAt)}`}>
                      Reabrir
                    </AnchorLink>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollingTable>
      )}
    </HistoryCard>
  );
}
