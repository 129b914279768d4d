import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
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
