import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { maskCpf, maskDate, maskPhone } from '../../../shared/format.ts';
import { genderOptions } from '../../../shared/options.ts';
import { ZUserCreateRequest } from '../../../shared/schemas/users.ts';
import { applyFieldErrors } from '../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../lib/form.ts';
import { useProfile } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useExclusiveMutation } from '../../lib/use-exclusive.ts';
import { PasswordInput } from '../FormControls.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import { useUsersChanged } from './use-users-changed.ts';

interface Values {
  name: string;
  email: string;
  cellphone: string;
  roleId: string | null;
  subsidiaryId: string | null;
  document: string;
  /** DD/MM/YYYY as typed; ISO on the wire. */
  birthDate: string;
  gender: string | null;
  password: string;
  passwordConfirmation: string;
}

const EMPTY: Values = {
  name: '',
  email: '',
  cellphone: '',
  roleId: null,
  subsidiaryId: null,
  document: '',
  birthDate: '',
  gender: null,
  password: '',
  passwordConfirmation: '',
};

const toInput = (v: Values) => ({
  ...v,
  roleId: v.roleId ?? '',
  subsidiaryId: v.subsidiaryId ?? undefined,
  birthDate: brDateToIso(v.birthDate),
  gender: v.gender ?? undefined,
});

/** "Novo usuário": every field of ZUserCreateRequest, checked by that same schema before it is sent. */
export function UserCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const usersChanged = useUsersChanged();
  const profile = useProfile();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const roles = useQuery({ ...trpc.users.roles.queryOptions(), enabled: opened });
  const subsidiaries = useQuery({ ...trpc.users.subsidiaries.queryOptions(), enabled: opened });
  const form = useForm<Values>({ initialValues: EMPTY, validate: zodResolver(ZUserCreateRequest, toInput) });

  // The new user joins the creator's affiliate unless another one is chosen.
  const { setFieldValue } = form;
  const subsidiaryId = form.values.subsidiaryId;
  useEffect(() => {
    const list = subsidiaries.data;
    if (!list || subsidiaryId) return;
    const own = list.find((s) => s.id === profile.subsidiary.id) ?? list[0];
    if (own) setFieldValue('subsidiaryId', own.id);
  }, [subsidiaries.data, subsidiaryId, profile.subsidiary.id, setFieldValue]);

  const close = () => {
    form.reset();
    onClose();
  };
  const create = useExclusiveMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async (result) => {
        close();
        await usersChanged(result);
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Novo usuário" size="xl" fullScreen={fullScreen}>
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(ZUserCreateRequest.parse(toInput(values))))}>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Todos os campos são obrigatórios. O usuário entra com o e-mail e a senha definidos aqui (pelo menos 8 caracteres).
          </Text>
          <TextInput label="Nome completo" autoComplete="off" aria-required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="E-mail" type="email" inputMode="email" autoComplete="off" aria-required {...form.getInputProps('email')} />
            <MaskedInput label="Celular" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('cellphone')} />
            <Select
              label="Função"
              placeholder="Selecione uma opção"
              data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              disabled={roles.isPending}
              allowDeselect={false}
              aria-required
              {...form.getInputProps('roleId')}
            />
            <Select
              label="Filial"
              placeholder="Selecione uma opção"
              data={(subsidiaries.data ?? []).map((s) => ({ value: s.id, label: s.fantasyName }))}
              disabled={subsidiaries.isPending}
              allowDeselect={false}
              aria-required
              {...form.getInputProps('subsidiaryId')}
            />
            <MaskedInput label="CPF" mask={maskCpf} inputMode="numeric" placeholder="000.000.000-00" aria-required {...form.getInputProps('document')} />
            <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('birthDate')} />
            <Select label="Gênero" placeholder="Selecione uma opção" data={genderOptions} allowDeselect={false} aria-required {...form.getInputProps('gender')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput label="Senha" autoComplete="new-password" aria-required {...form.getInputProps('password')} />
            <PasswordInput label="Confirme a senha" autoComplete="new-password" aria-required {...form.getInputProps('passwordConfirmation')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Cadastrar usuário
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
