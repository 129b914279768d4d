import { Badge, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatMoney } from '../../../../../shared/format.ts';
import { months } from '../../../../../shared/plural.ts';
import { ACTIONS_COLUMN, DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { ActionsCell, IconAction } from '../../../../components/list/RowActions.tsx';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { DEMO_LABEL, typeLabel } from '../../../../components/simulation/simulation-format.ts';
import type { SavedSimulation } from '../../../../components/simulation/simulation-types.ts';
import { ORIGIN_LABEL } from './simulations-search.ts';

const COLUMNS = ['Data', 'Cliente', 'Documento', 'Tipo', 'Crédito', 'Prazo', 'Melhor banco', 'Responsável', 'Origem'];

interface SimulationsTableProps extends ListState<SavedSimulation> {
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
export function SimulationsTable({ onReopen, onDelete, ...list }: SimulationsTableProps) {
  const withActions = !!onReopen || !!onDelete;
  return (
    <DataTable
      {...list}
      columns={withActions ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS}
      what="as simulações"
      empty="Nenhuma simulação encontrada"
      minWidth={1080}
      nowrapHeader
      row={(s) => (
        <Table.Tr key={s.id} data-simulation-id={s.id}>
          <Table.Td>
            <DateTime value={s.createdAt} />
          </Table.Td>
          <Table.Td>
            {/* The name opens the simulation: on a phone, the row's actions are a sideways scroll away. */}
            <AnchorLink to="/simulations/$simulationId" params={{ simulationId: s.id }} fz="sm" fw={600}>
              {s.customerName}
            </AnchorLink>
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
            <ActionsCell>
              {onReopen ? (
                <IconAction tooltip="Abrir" label={`Abrir a simulação de ${s.customerName}`} onClick={() => onReopen(s)}>
                  <IconExternalLink size={18} />
                </IconAction>
              ) : null}
              {onDelete ? (
                <IconAction tooltip="Excluir" label={`Excluir a simulação de ${s.customerName}`} color="red" onClick={() => onDelete(s)}>
                  <IconTrash size={18} />
                </IconAction>
              ) : null}
            </ActionsCell>
          ) : null}
        </Table.Tr>
      )}
    />
  );
}
