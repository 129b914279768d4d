import { Avatar, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUserCheck, IconUserCog } from '@tabler/icons-react';
import type { UserListItem } from '../../../shared/schemas/users.ts';
import { initials } from '../../lib/initials.ts';
import { ACTIONS_COLUMN, DataTable } from '../list/DataTable.tsx';
import type { ListState } from '../list/list-state.ts';
import { ActionsCell, IconAction } from '../list/RowActions.tsx';
import classes from './users-table.module.css';

export interface UserRowActions {
  canEdit: boolean;
  canChangeRole: boolean;
  canDelete: boolean;
  /** Whether the viewer's rank reaches the user's role (a role above one's own is out of reach: the master's, for an admin). */
  manages: (user: UserListItem) => boolean;
  currentUserId: string;
  onChangeRole: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
  onReactivate: (user: UserListItem) => void;
  onEdit: (user: UserListItem) => void;
}

// The e-mail under the name: with a column of its own the list is wider than a laptop leaves it (~940 px).
const COLUMNS = ['Nome', 'Função', 'Filial', 'Situação'];

interface UsersTableProps extends ListState<UserListItem> {
  actions: UserRowActions;
}

/** The user list: loading skeleton, empty state, and per-row actions the viewer is allowed. */
export function UsersTable({ items, loading, onRetry, actions }: UsersTableProps) {
  const withActions = actions.canEdit || actions.canChangeRole || actions.canDelete;
  return (
    <DataTable
      columns={withActions ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS}
      items={items}
      loading={loading}
      onRetry={onRetry}
      what="os usuários"
      empty="Nenhum usuário encontrado"
      minWidth={820}
      row={(user) => {
        const self = user.id === actions.currentUserId;
        const reachable = !self && actions.manages(user);
        return (
          <Table.Tr key={user.id} data-user-id={user.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={user.avatarUrl} alt="" radius="xl" size={32} color="blue">
                  {initials(user.name)}
                </Avatar>
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600}>
                    {user.name}
                    {self ? (
                      <Text span fz="xs" c="dimmed" fw={400}>
                        {' '}
                        (você)
                      </Text>
                    ) : null}
                  </Text>
                  <Text fz="xs" c="dimmed" className={classes.email} title={user.email}>
                    {user.email}
                  </Text>
                </div>
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.role.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.subsidiary.fantasyName}</Table.Td>
            <Table.Td>
              {user.active && !user.subsidiary.active ? (
                // Active on its own, but its affiliate is inactive: the user cannot sign in until the affiliate is back.
                <Tooltip label="Sem acesso enquanto a filial estiver inativa" withArrow>
                  <Badge color="orange" variant="light" style={{ whiteSpace: 'nowrap' }}>
                    Filial inativa
                  </Badge>
                </Tooltip>
              ) : (
                <Badge color={user.active ? 'green' : 'gray'} variant="light">
                  {user.active ? 'Ativo' : 'Inativo'}
                </Badge>
              )}
            </Table.Td>
            {withActions ? (
              <ActionsCell>
                {actions.canEdit && reachable && user.active ? (
                  <IconAction tooltip="Editar" label={`Editar: ${user.name}`} onClick={() => actions.onEdit(user)}>
                    <IconPencil size={18} />
                  </IconAction>
                ) : null}
                {actions.canChangeRole && reachable && user.active ? (
                  <IconAction tooltip="Alterar função" label={`Alterar função: ${user.name}`} onClick={() => actions.onChangeRole(user)}>
                    <IconUserCog size={18} />
                  </IconAction>
                ) : null}
                {actions.canDelete && reachable && !user.active ? (
                  <IconAction tooltip="Reativar" label={`Reativar: ${user.name}`} color="green" onClick={() => actions.onReactivate(user)}>
                    <IconUserCheck size={18} />
                  </IconAction>
                ) : null}
                {actions.canDelete && reachable && user.active ? (
                  <IconAction tooltip="Excluir" label={`Excluir: ${user.name}`} color="red" onClick={() => actions.onDelete(user)}>
                    <IconTrash size={18} />
                  </IconAction>
                ) : null}
              </ActionsCell>
            ) : null}
          </Table.Tr>
        );
      }}
    />
  );
}
