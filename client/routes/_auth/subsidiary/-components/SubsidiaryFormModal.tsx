import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { formatDate, maskCnpj, maskDate, maskPhone } from '../../../../../shared/format.ts';
import { TEST_PERIOD_DAYS } from '../../../../../shared/schemas/registration.ts';
import { type SubsidiaryListItem, ZSubsidiaryCreateRequest, ZSubsidiaryUpdateRequest } from '../../../../../shared/schemas/subsidiaries.ts';
import { fieldErrorsOf } from '../../../../components/account/company-form.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { MoneyInput } from '../../../../components/NumberFields.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusiveMutation } from '../../../../lib/use-exclusive.ts';

interface Values {
  fantasyName: string;
  corporateName: string;
  document: string;
  email: string;
  cellphone: string;
  foundationDate: string;
  monthBilling: number | string;
  status: 'active' | 'test';
  testEndAt: string;
}

const defaultTestEnd = () => formatDate(new Date(Date.now() + TEST_PERIOD_DAYS * 86_400_000).toISOString());

/**
 * A new affiliate's initial status: a platform operator chooses; for an administrator it is the company's billing
 * state, that of their own affiliate (the server refuses anything else): active, or in test until the same day.
 */
function initialBilling(platformOperator: boolean, trialEndsAt: Date | null): Pick<Values, 'status' | 'testEndAt'> | null {
  if (platformOperator) return null;
  return trialEndsAt ? { status: 'test', testEndAt: formatDate(trialEndsAt) } : { status: 'active', testEndAt: '' };
}

function valuesOf(s: SubsidiaryListItem | null): Values {
  return {
    fantasyName: s?.fantasyName ?? '',
    corporateName: s?.corporateName ?? '',
    document: s?.document ? maskCnpj(s.document) : '',
    email: s?.email ?? '',
    cellphone: s?.cellphone ? maskPhone(s.cellphone) : '',
    foundationDate: formatDate(s?.foundationDate),
    monthBilling: s?.monthBilling ?? '',
    status: 'active',
    testEndAt: s?.testEndAt ? formatDate(s.testEndAt) : defaultTestEnd(),
  };
}

const toInput = (v: Values) => ({
  ...v,
  foundationDate: v.foundationDate ? brDateToIso(v.foundationDate) : '',
  monthBilling: v.monthBilling === '' ? null : Number(v.monthBilling),
  testEndAt: v.status === 'test' ? brDateToIso(v.testEndAt) : null,
});

const toUpdateInput = (v: Values & { id: string }) => ({ ...toInput(v), id: v.id });
const checkCreate = zodResolver(ZSubsidiaryCreateRequest, toInput);
const checkUpdate = zodResolver(ZSubsidiaryUpdateRequest, toUpdateInput);

interface Props {
  /** null: a new affiliate; otherwise the one being edited. */
  editing: SubsidiaryListItem | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (s: SubsidiaryListItem) => void;
}

/** "Nova filial" / "Editar filial": only the name is required; the affiliate completes the rest when it registers. */
export function SubsidiaryFormModal({ editing, opened, onClose, onCreated }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const creating = editing === null;
  const profile = useProfile();
  const inherited = initialBilling(profile.platformOperator === true, profile.trialEndsAt);
  const form = useForm<Values>({ initialValues: valuesOf(null) });
  const { setValues, resetDirty } = form;
  const inheritedStatus = inherited?.status;
  const inheritedEnd = inherited?.testEndAt;
  useEffect(() => {
    if (!opened) return;
    const next = { ...valuesOf(editing), ...(inheritedStatus ? { status: inheritedStatus, testEndAt: inheritedEnd ?? '' } : {}) };
    setValues(next);
    resetDirty(next);
  }, [opened, editing, setValues, resetDirty, inheritedStatus, inheritedEnd]);

  const refresh = () => queryClient.invalidateQueries(trpc.accounts.subsidiaries.pathFilter());
  const onError = (error: unknown) => {
    form.setErrors(fieldErrorsOf(toFailure(error).errors));
    handleError(error);
  };
  const create = useExclusiveMutation(trpc.accounts.subsidiaries.create.mutationOptions({ meta: { silent: true }, onError }));
  const update = useMutation(trpc.accounts.subsidiaries.update.mutationOptions({ meta: { silent: true }, onError }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    const errors = editing ? checkUpdate({ ...values, id: editing.id }) : checkCreate(values);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return;
    }
    if (!editing) {
      create.mutate(ZSubsidiaryCreateRequest.parse(toInput(values)), {
        onSuccess: async ({ message, subsidiary }) => {
          showSuccessToast(message);
          await refresh();
          onCreated(subsidiary);
        },
      });
    } else {
      update.mutate(ZSubsidiaryUpdateRequest.parse(toUpdateInput({ ...values, id: editing.id })), {
        onSuccess: async ({ message }) => {
          showSuccessToast(message);
          await refresh();
          onClose();
        },
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={creating ? 'Nova filial' : 'Editar filial'} size="lg" fullScreen={fullScreen}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {creating ? (
            <Text fz="sm" c="dimmed">
              Só o nome é obrigatório. Depois de salvar, envie o link de cadastro para a filial completar os dados e criar o acesso do administrador da filial.
            </Text>
          ) : null}
          <TextInput label="Nome fantasia" aria-required data-autofocus {...form.getInputProps('fantasyName')} />
          <TextInput label="Razão social" {...form.getInputProps('corporateName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MaskedInput label="CNPJ" mask={maskCnpj} placeholder="00.000.000/0000-00" autoCapitalize="characters" {...form.getInputProps('document')} />
            <TextInput label="E-mail" type="email" inputMode="email" {...form.getInputProps('email')} />
            <MaskedInput label="Celular" mask={maskPhone} type="tel" inputMode="tel" placeholder="(11) 98765-4321" {...form.getInputProps('cellphone')} />
            <MaskedInput label="Data de fundação" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" {...form.getInputProps('foundationDate')} />
            <MoneyInput label="Faturamento mensal" placeholder="R$ 0,00" {...form.getInputProps('monthBilling')} />
          </SimpleGrid>
          {creating && inherited ? <Text fz="sm">{inherited.status === 'test' ? `A filial começa em teste até ${inherited.testEndAt}, como a sua.` : 'A filial começa ativa.'}</Text> : null}
          {creating && !inherited ? (
            <Stack gap={6}>
              <Text fz="sm" fw={500} id="nova-filial-situacao">
                Situação inicial
              </Text>
              <SegmentedControl
                aria-labelledby="nova-filial-situacao"
                data={[
                  { value: 'active', label: 'Ativa' },
                  { value: 'test', label: 'Em teste' },
                ]}
                {...form.getInputProps('status')}
              />
              {form.getValues().status === 'test' ? (
                <MaskedInput label="Fim do período de teste" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('testEndAt')} />
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {creating ? 'Cadastrar filial' : 'Salvar alterações'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
