import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import { can } from '../../../shared/permissions.ts';
import type { UserListItem } from '../../../shared/schemas/users.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Forbidden } from '../Forbidden.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import { ListScreen } from '../list/ListScreen.tsx';
import { type SearchProps, withFilter } from '../list/list-search.ts';
import { listState } from '../list/list-state.ts';
import { ChangeRoleModal } from './ChangeRoleModal.tsx';
import { UserCreateModal } from './UserCreateModal.tsx';
import { UserEditModal } from './UserEditModal.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useUsersChanged } from './use-users-changed.ts';
import { type UsersSearch, usersListInput } from './users-search.ts';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativo' },
  { value: 'inactive', label: 'Inativo' },
] as const;

type UsersScreenProps = SearchProps<UsersSearch>;

/** The users of the viewer's company or affiliate (/users and /account/users). */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  usePageTitle('Usuários');
  const profile = useProfile();
  const permissions = profile.role.permissions;
  if (!can(permissions, 'user', 'view') && !can(permissions, 'user', 'viewCompany')) return <Forbidden />;
  return <UsersList search={search} onSearchChange={onSearchChange} />;
}

function UsersList({ search, onSearchChange }: UsersScreenProps) {
  const trpc = useTRPC();
  const usersChanged = useUsersChanged();
  const profile = useProfile();
  const permissions = profile.role.permissions;
  const canCreate = can(permissions, 'user', 'create');
  const canChangeRole = can(permissions, 'user', 'changeRole');
  const canDelete = can(permissions, 'user', 'delete');
  const [creating, setCreating] = useState(false);
  const [changingRole, setChangingRole] = useState<UserListItem | null>(null);
  const [editing, setEditing] = useState<UserListItem | null>(null);

  const list = useQuery({
    ...trpc.users.list.queryOptions(usersListInput(search)),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ ...trpc.users.roles.queryOptions(), enabled: canCreate || canChangeRole || canDelete });

  const remove = useMutation(
    trpc.users.delete.mutationOptions({
      meta: { fallback: CALL_MESSAGES.userDeleteFallback },
      onSuccess: usersChanged,
    }),
  );
  const confirmDelete = (user: UserListItem) =>
    modals.openConfirmModal({
      title: 'Excluir usuário',
      children: (
        <Text fz="sm">
          Deseja excluir <strong>{user.name}</strong>? O usuário perde o acesso à plataforma imediatamente. Os negócios e o histórico dele ficam guardados: ele continua na lista como inativo, e
          &quot;Reativar&quot; devolve o acesso.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: user.id }),
    });

  const reactivate = useMutation(trpc.users.reactivate.mutationOptions({ onSuccess: usersChanged }));
  const confirmReactivate = (user: UserListItem) =>
    modals.openConfirmModal({
      title: 'Reativar usuário',
      children: (
        <Text fz="sm">
          Deseja reativar <strong>{user.name}</strong>? O acesso volta com o mesmo e-mail, a mesma senha e a mesma função.
        </Text>
      ),
      labels: { confirm: 'Reativar', cancel: 'Cancelar' },
      onConfirm: () => reactivate.mutate({ id: user.id }),
    });

  const setFilter = (patch: UsersSearch) => onSearchChange(withFilter(search, patch));

  return (
    <>
      <ListScreen
        title="Usuários"
        description={can(permissions, 'user', 'viewCompany') ? 'Equipe de todas as filiais da empresa.' : 'Equipe da sua filial.'}
        actions={
          canCreate ? (
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setCreating(true)}>
              Novo usuário
            </Button>
          ) : null
        }
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder="Nome ou e-mail"
        filters={[
          roles.data ? (
            <FilterSelect
              key="funcao"
              label="Função"
              placeholder="Todas"
              data={roles.data.map((r) => ({ value: r.id, label: r.name }))}
              value={search.roleId}
              onChange={(roleId) => setFilter({ roleId })}
            />
          ) : null,
          <FilterSelect key="situacao" label="Situação" placeholder="Todas" data={STATUS_OPTIONS} value={search.status} onChange={(status) => setFilter({ status })} />,
        ]}
        page={list.data}
        noun={['usuário', 'usuários']}
      >
        <UsersTable
          {...listState(list, list.data?.items)}
          actions={{
            canEdit: canCreate,
            canChangeRole,
            canDelete,
            currentUserId: profile.id,
            manages: (u) => !!roles.data?.some((r) => r.id === u.role.id),
            onChangeRole: setChangingRole,
            onDelete: confirmDelete,
            onReactivate: confirmReactivate,
            onEdit: setEditing,
          }}
        />
      </ListScreen>
      {canCreate ? <UserCreateModal opened={creating} onClose={() => setCreating(false)} /> : null}
      {canChangeRole ? <ChangeRoleModal user={changingRole} onClose={() => setChangingRole(null)} /> : null}
      {canCreate ? <UserEditModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
