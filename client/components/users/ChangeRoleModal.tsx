import { Button, Group, List, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { RoleKey } from '../../../shared/options.ts';
import { PERMISSIONS, type PermissionModule, ROLES } from '../../../shared/permissions.ts';
import type { UserListItem } from '../../../shared/schemas/users.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useUsersChanged } from './use-users-changed.ts';

/** "Alterar função" of one user (users.changeRole): only roles up to the changer's own are offered. */
export function ChangeRoleModal({ user, onClose }: { user: UserListItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const usersChanged = useUsersChanged();
  const roles = useQuery({ ...trpc.users.roles.queryOptions(), enabled: !!user });
  const [roleId, setRoleId] = useState<string | null>(null);
  useEffect(() => setRoleId(user?.role.id ?? null), [user]);

  const change = useMutation(
    trpc.users.changeRole.mutationOptions({
      meta: { fallback: CALL_MESSAGES.roleChangeFallback },
      onSuccess: async (result) => {
        onClose();
        await usersChanged(result);
      },
    }),
  );

  return (
    <Modal opened={!!user} onClose={onClose} title="Alterar função">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (user && roleId) change.mutate({ userId: user.id, roleId });
        }}
      >
        <Stack gap="md">
          <Text fz="sm">
            Escolha a nova função de <strong>{user?.name}</strong>. As permissões da nova função valem a partir de agora.
          </Text>
          <Select
            label="Função"
            data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={roleId}
            onChange={setRoleId}
            allowDeselect={false}
            disabled={roles.isPending}
            data-autofocus
          />
          <RolePermissions role={(roles.data ?? []).find((r) => r.id === roleId)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={change.isPending} disabled={!roleId || roleId === user?.role.id}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What the chosen role lets a person do, as the permission catalogue words it (the README's role table). */
function RolePermissions({ role }: { role: { key: string; name: string } | undefined }) {
  const permissions = role && Object.hasOwn(ROLES, role.key) ? ROLES[role.key as RoleKey].permissions : null;
  if (!role || !permissions) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600} id="permissoes-da-funcao">
        O que a função {role.name} pode fazer
      </Text>
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <List size="sm" spacing={2} aria-labelledby="permissoes-da-funcao">
          {permissions.map((p) => {
            const [module, action] = p.split('/') as [PermissionModule, string];
            return <List.Item key={p}>{(PERMISSIONS[module] as Record<string, string>)[action]}</List.Item>;
          })}
        </List>
      </ScrollArea.Autosize>
    </Stack>
  );
}
