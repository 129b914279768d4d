import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatMoney } from '../../../../../shared/format.ts';
import { months } from '../../../../../shared/plural.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { DEMO_LABEL, typeLabel } from '../../../../components/simulation/simulation-format.ts';
import type { SavedSimulation } from '../../../../components/simulation/simulation-types.ts';
import { ORIGIN_LABEL } from './simulations-search.ts';
import { SkeletonRows } from '../../../../components/SkeletonRows.tsx';

const COLUMNS = ['Data', 'Cliente', 'Documento', 'Tipo', 'Crédito', 'Prazo', 'Melhor banco', 'Responsável', 'Origem'];

interface SimulationsTableProps {
  items: SavedSimulation[] | undefined;
  loading: boolean;
  onRetry?: () => void;
  onReopen?: (item: SavedSimulation) => void;
  onDelete?: (item: SavedSimulation) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** "22/11/2026" over "14:05": the list's narrowest way to show when. */
function DateTime({ value }: { value: Date }) {
  const [date, time] = formatDateTime(value).split(', ');
  return (
    <>
      <Text fz="sm" style={nowrap}>
        {date}
      </Text>
      <Text fz="xs" c="dimmed">
        {time}
      </Text>
    </>
  );
}

/** Saved simulations: loading skeleton, empty state, and reopen / delete per row. */
export function SimulationsTable({ items, loading, onRetry, onReopen, onDelete }: SimulationsTableProps) {
  // Said outside the wide table, so a phone sees it without scrolling sideways.
  if (items && items.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nenhuma simulação encontrada
      </Text>
    );
  }
  if (!loading && !items && onRetry) return <LoadError what="as simulações" onRetry={onRetry} />;
  const withActions = !!onReopen || !!onDelete;
  const columns = COLUMNS.length + (withActions ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} style={nowrap}>
                {c}
              </Table.Th>
            ))}
            {withActions ? <Table.Th ta="right">Ações</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !items ? <SkeletonRows columns={columns} /> : null}
          {items?.map((s) => (
            <Table.Tr key={s.id} data-simulation-id={s.id}>
              <Table.Td>
                <DateTime value={s.createdAt} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {s.customerName}
                </Text>
                {s.version > 1 ? (
                  <Text fz="xs" c="dimmed">
                    Versão {s.version}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={nowrap}>{s.customerDocument}</Table.Td>
              <Table.Td style={nowrap}>{typeLabel(s.type)}</Table.Td>
              <Table.Td style={nowrap}>{formatMoney(s.operationValue)}</Table.Td>
              <Table.Td style={nowrap}>{months(s.deadline)}</Table.Td>
              <Table.Td>
                {s.bestOffer ? (
                  <Stack gap={0}>
                    <Text fz="sm" style={nowrap}>
                      {s.bestOffer.bank.name}
                    </Text>
                    <Text fz="xs" c="dimmed" style={nowrap}>
                      1ª parcela {formatMoney(s.bestOffer.firstInstallment)}
                    </Text>
                    {s.bestOffer.bank.isDemo ? (
                      <Text fz="xs" c="grape" style={nowrap}>
                        {DEMO_LABEL}
                      </Text>
                    ) : null}
                  </Stack>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Nenhum banco atende
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{s.ownerName}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={s.origin === 'simulator' ? 'grape' : 'blue'} style={nowrap}>
                  {ORIGIN_LABEL[s.origin]}
                </Badge>
              </Table.Td>
              {withActions ? (
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {onReopen ? (
                      <Tooltip label="Abrir">
                        <ActionIcon variant="light" aria-label={`Abrir a simulação de ${s.customerName}`} onClick={() => onReopen(s)}>
                          <IconExternalLink size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {onDelete ? (
                      <Tooltip label="Excluir">
                        <ActionIcon variant="light" color="red" aria-label={`Excluir a simulação de ${s.customerName}`} onClick={() => onDelete(s)}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
