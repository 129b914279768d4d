import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { maskPhone } from '../../../shared/format.ts';
import { type UserListItem, ZUserUpdateRequest } from '../../../shared/schemas/users.ts';
import { applyFieldErrors } from '../../lib/errors.ts';
import { zodResolver } from '../../lib/form.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import { useUsersChanged } from './use-users-changed.ts';

/**
 * "Editar usuário": another user's name, e-mail, cellphone and affiliate (users.update), checked by the same schema
 * first. The affiliate is offered when the editor may place people in more than one.
 */
export function UserEditModal({ user, onClose }: { user: UserListItem | null; onClose: () => void }) {
  return (
    <Modal opened={!!user} onClose={onClose} title="Editar usuário" size="lg">
      {/* A form per user, started from their values. */}
      {user ? <UserEditForm key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function UserEditForm({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const trpc = useTRPC();
  const usersChanged = useUsersChanged();
  const subsidiaries = useQuery(trpc.users.subsidiaries.queryOptions());
  const form = useForm({
    initialValues: { id: user.id, name: user.name, email: user.email, cellphone: user.cellphone ? maskPhone(user.cellphone) : '', subsidiaryId: user.subsidiary.id },
    validate: zodResolver(ZUserUpdateRequest),
  });
  const moving = form.values.subsidiaryId !== user.subsidiary.id;
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async (result) => {
        onClose();
        await usersChanged(result);
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => update.mutate(ZUserUpdateRequest.parse(values)))}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          O novo e-mail passa a ser o de acesso. A senha, o CPF e a função não mudam aqui.
        </Text>
        <TextInput label="Nome completo" autoComplete="off" aria-required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="E-mail" type="email" inputMode="email" autoComplete="off" aria-required {...form.getInputProps('email')} />
          <MaskedInput label="Celular" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('cellphone')} />
        </SimpleGrid>
        {(subsidiaries.data?.length ?? 0) > 1 ? (
          <Select
            label="Filial"
            description={moving ? 'A pessoa passa a trabalhar nesta filial sem precisar entrar de novo; os negócios que já cadastrou continuam na filial de origem.' : undefined}
            data={(subsidiaries.data ?? []).map((s) => ({ value: s.id, label: s.fantasyName }))}
            allowDeselect={false}
            aria-required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('subsidiaryId')}
          />
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={update.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
