import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { BANKS } from '../../../../../../shared/options.ts';
import { type BankAccountItem, bankAccountSchema } from '../../../../../../shared/schemas/company.ts';
import { fieldErrorsOf } from '../../../../../components/account/company-form.ts';
import { Checkbox } from '../../../../../components/FormControls.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../../lib/errors.ts';
import { zodResolver } from '../../../../../lib/form.ts';
import { useTRPC } from '../../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../../lib/use-exclusive.ts';

interface Values {
  name: string;
  bank: string | null;
  agencyNumber: string;
  agencyDigit: string;
  accountNumber: string;
  accountDigit: string;
  main: boolean;
}

const bankOptions = Object.entries(BANKS).map(([value, name]) => ({ value, label: `${value} — ${name}` }));
const toInput = (v: Values) => ({ ...v, bank: v.bank ?? undefined });
const check = zodResolver(bankAccountSchema, toInput);
const digitsOnly = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

function valuesOf(a: BankAccountItem | null): Values {
  return {
    name: a?.name ?? '',
    bank: a?.bank ?? null,
    agencyNumber: a?.agencyNumber ?? '',
    agencyDigit: a?.agencyDigit ?? '',
    accountNumber: a?.accountNumber ?? '',
    accountDigit: a?.accountDigit ?? '',
    main: a?.main ?? false,
  };
}

/** Add or edit a bank account (docs/design/product-spec.md §3 "bankAccount"). */
export function BankAccountModal({ opened, editing, onClose }: { opened: boolean; editing: BankAccountItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(null) });
  const { setValues } = form;
  useEffect(() => {
    if (opened) setValues(valuesOf(editing));
  }, [opened, editing, setValues]);

  const done = async ({ message }: { message: string }) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.accounts.bankAccounts.pathFilter());
    onClose();
  };
  const onError = (error: unknown) => {
    form.setErrors(fieldErrorsOf(toFailure(error).errors));
    handleError(error);
  };
  const create = useExclusiveMutation(trpc.accounts.bankAccounts.create.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));
  const update = useMutation(trpc.accounts.bankAccounts.update.mutationOptions({ meta: { silent: true }, onSuccess: done, onError }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = check(values);
    if (Object.keys(errors).length) return form.setErrors(errors);
    const input = bankAccountSchema.parse(toInput(values));
    if (editing) update.mutate({ ...input, id: editing.id });
    else create.mutate(input);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Editar conta bancária' : 'Nova conta bancária'} size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Titular da conta" description="Nome ou razão social de quem recebe" aria-required data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Banco"
            placeholder="Selecione uma opção"
            data={bankOptions}
            searchable
            allowDeselect={false}
            aria-required
            nothingFoundMessage="Nenhum banco encontrado"
            {...form.getInputProps('bank')}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label="Agência"
              inputMode="numeric"
              aria-required
              {...form.getInputProps('agencyNumber')}
              onChange={(e) => form.setFieldValue('agencyNumber', digitsOnly(e.currentTarget.value, 6))}
            />
            <TextInput label="Dígito da agência" maxLength={1} {...form.getInputProps('agencyDigit')} />
            <TextInput
              label="Conta"
              inputMode="numeric"
              aria-required
              {...form.getInputProps('accountNumber')}
              onChange={(e) => form.setFieldValue('accountNumber', digitsOnly(e.currentTarget.value, 20))}
            />
            <TextInput label="Dígito da conta" maxLength={2} aria-required {...form.getInputProps('accountDigit')} />
          </SimpleGrid>
          <Checkbox label="Conta principal (recebe as comissões)" {...form.getInputProps('main', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Salvar conta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
