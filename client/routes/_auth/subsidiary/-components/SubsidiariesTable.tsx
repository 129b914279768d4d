import { ActionIcon, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconEdit, IconLink, IconToggleRight, IconUsers } from '@tabler/icons-react';
import { formatCnpj, formatDate } from '../../../../../shared/format.ts';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { ACTIONS_COLUMN, type DataColumn, DataTable } from '../../../../components/list/DataTable.tsx';
import type { ListState } from '../../../../components/list/list-state.ts';
import { ActionsCell } from '../../../../components/list/RowActions.tsx';
import { SubsidiaryStatusBadge } from './SubsidiaryStatusBadge.tsx';

export interface SubsidiaryActions {
  canManage: boolean;
  onUsers: (s: SubsidiaryListItem) => void;
  onEdit: (s: SubsidiaryListItem) => void;
  onStatus: (s: SubsidiaryListItem) => void;
  onLink: (s: SubsidiaryListItem) => void;
}

const COLUMNS: DataColumn[] = ['Filial', 'CNPJ', 'Situação', 'Fim do teste', { label: 'Usuários', align: 'right' }, ACTIONS_COLUMN];

/** The affiliates: name, CNPJ, status, test end date, users; each row's actions in a menu, pinned with its header (ActionsCell). */
export function SubsidiariesTable({ actions, ...list }: ListState<SubsidiaryListItem> & { actions: SubsidiaryActions }) {
  return (
    <DataTable
      {...list}
      columns={COLUMNS}
      what="as filiais"
      empty="Nenhuma filial encontrada"
      minWidth={760}
      row={(s) => (
        <Table.Tr key={s.id} data-subsidiary-id={s.id}>
          <Table.Td>
            <Text fz="sm" fw={600}>
              {s.fantasyName}
            </Text>
            {s.corporateName ? (
              <Text fz="xs" c="dimmed">
                {s.corporateName}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.document ? formatCnpj(s.document) : '—'}</Table.Td>
          <Table.Td>
            <SubsidiaryStatusBadge status={s.status} pending={s.registrationPending} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.status === 'test' && s.testEndAt ? formatDate(s.testEndAt) : '—'}</Table.Td>
          <Table.Td ta="right">{s.usersCount}</Table.Td>
          <ActionsCell>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`Ações da filial ${s.fantasyName}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconUsers size={16} />} onClick={() => actions.onUsers(s)}>
                  Ver usuários
                </Menu.Item>
                {actions.canManage ? (
                  <>
                    <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => actions.onEdit(s)}>
                      Editar dados
                    </Menu.Item>
                    <Menu.Item leftSection={<IconToggleRight size={16} />} onClick={() => actions.onStatus(s)}>
                      Alterar situação
                    </Menu.Item>
                    {s.registrationPath ? (
                      <Menu.Item leftSection={<IconLink size={16} />} onClick={() => actions.onLink(s)}>
                        Link de cadastro
                      </Menu.Item>
                    ) : null}
                  </>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          </ActionsCell>
        </Table.Tr>
      )}
    />
  );
}
