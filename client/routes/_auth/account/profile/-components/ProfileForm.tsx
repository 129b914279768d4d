import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { formatDate, maskDate, maskPhone } from '../../../../../../shared/format.ts';
import { genderOptions } from '../../../../../../shared/options.ts';
import { ZUserUpdateMeRequest } from '../../../../../../shared/schemas/users.ts';
import { LeaveWithoutSavingModal, useLeaveGuard } from '../../../../../components/LeaveWithoutSaving.tsx';
import { MaskedInput } from '../../../../../components/MaskedInput.tsx';
import { applyFieldErrors, showSuccessToast } from '../../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../../lib/form.ts';
import { updateSessionUser, useProfile } from '../../../../../lib/session.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';

interface Values {
  name: string;
  cellphone: string;
  /** DD/MM/YYYY as typed; ISO on the wire. */
  birthDate: string;
  gender: string | null;
}

const toInput = (values: Values) => ({ ...values, birthDate: brDateToIso(values.birthDate), gender: values.gender ?? undefined });

/** The user's own editable data (users.updateMe). */
export function ProfileForm() {
  const trpc = useTRPC();
  const profile = useProfile();
  const form = useForm<Values>({
    initialValues: {
      name: profile.name,
      cellphone: maskPhone(profile.cellphone ?? ''),
      birthDate: formatDate(profile.birthDate),
      gender: profile.gender,
    },
    validate: zodResolver(ZUserUpdateMeRequest, toInput),
  });
  const guard = useLeaveGuard(() => form.isDirty());
  const save = useMutation(
    trpc.users.updateMe.mutationOptions({
      onSuccess: ({ message, profile: next }) => {
        updateSessionUser(() => next);
        form.resetDirty();
        showSuccessToast(message);
      },
      onError: (error) => applyFieldErrors(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(ZUserUpdateMeRequest.parse(toInput(values))))}>
      <LeaveWithoutSavingModal guard={guard} what="nos seus dados" />
      <Stack gap="md">
        <TextInput label="Nome completo" autoComplete="name" aria-required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MaskedInput label="Celular" mask={maskPhone} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" aria-required {...form.getInputProps('cellphone')} />
          <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" autoComplete="bday" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('birthDate')} />
        </SimpleGrid>
        <Select label="Gênero" placeholder="Selecione uma opção" data={genderOptions} allowDeselect={false} aria-required {...form.getInputProps('gender')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Salvar alterações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
