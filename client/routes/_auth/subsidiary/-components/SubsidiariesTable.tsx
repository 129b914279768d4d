import { ActionIcon, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconEdit, IconLink, IconToggleRight, IconUsers } from '@tabler/icons-react';
import { formatCnpj } from '../../../../../shared/format.ts';
import type { SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { SkeletonRows } from '../../../../components/SkeletonRows.tsx';
import { brasiliaDate } from './subsidiary-format.ts';
import { SubsidiaryStatusBadge } from './SubsidiaryStatusBadge.tsx';

export interface SubsidiaryActions {
  canManage: boolean;
  onUsers: (s: SubsidiaryListItem) => void;
  onEdit: (s: SubsidiaryListItem) => void;
  onStatus: (s: SubsidiaryListItem) => void;
  onLink: (s: SubsidiaryListItem) => void;
}

const COLUMNS = ['Filial', 'CNPJ', 'Situação', 'Fim do teste', 'Usuários', 'Ações'];

/** The affiliates: name, CNPJ, status, test end date, users; each row's actions in a menu. */
export function SubsidiariesTable({ items, loading, onRetry, actions }: { items: SubsidiaryListItem[] | undefined; loading: boolean; onRetry?: () => void; actions: SubsidiaryActions }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={c === 'Ações' || c === 'Usuários' ? 'right' : undefined}>
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !items ? <SkeletonRows columns={COLUMNS.length} /> : null}
          {!loading && !items && onRetry ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <LoadError what="as filiais" onRetry={onRetry} />
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items && items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text ta="center" c="dimmed" py="xl">
                  Nenhuma filial encontrada
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {items?.map((s) => (
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.status === 'test' && s.testEndAt ? brasiliaDate(s.testEndAt) : '—'}</Table.Td>
              <Table.Td ta="right">{s.usersCount}</Table.Td>
              <Table.Td ta="right">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
