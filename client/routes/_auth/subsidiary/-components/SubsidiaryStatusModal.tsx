import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatDate, maskDate } from '../../../../../shared/format.ts';
import { SUBSIDIARY_STATUS } from '../../../../../shared/options.ts';
import { TEST_PERIOD_DAYS } from '../../../../../shared/schemas/registration.ts';
import { ZSubsidiaryStatusRequest, type SubsidiaryListItem } from '../../../../../shared/schemas/subsidiaries.ts';
import { fieldErrorsOf } from '../../../../components/account/company-form.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { brasiliaDate } from './subsidiary-format.ts';

interface Values {
  status: 'active' | 'test' | 'inactive';
  testEndAt: string;
}

/** Activate, put in test until a date, or deactivate (its users lose access at once). */
export function SubsidiaryStatusModal({ subsidiary, onClose }: { subsidiary: SubsidiaryListItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toInput = (v: Values) => ({ id: subsidiary?.id ?? '', status: v.status, testEndAt: v.status === 'test' ? brDateToIso(v.testEndAt) : null });
  const form = useForm<Values>({ initialValues: { status: 'active', testEndAt: '' }, validate: zodResolver(ZSubsidiaryStatusRequest, toInput) });
  const { setValues } = form;
  useEffect(() => {
    if (!subsidiary) return;
    const end = subsidiary.testEndAt && subsidiary.testEndAt.getTime() > Date.now() ? brasiliaDate(subsidiary.testEndAt) : formatDate(new Date(Date.now() + TEST_PERIOD_DAYS * 86_400_000).toISOString());
    setValues({ status: subsidiary.status, testEndAt: end });
  }, [subsidiary, setValues]);

  const change = useMutation(
    trpc.accounts.subsidiaries.changeStatus.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ message }) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries(trpc.accounts.subsidiaries.pathFilter());
        onClose();
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(toFailure(error).errors));
        handleError(error);
      },
    }),
  );
  const status = form.getValues().status;

  return (
    <Modal opened={!!subsidiary} onClose={onClose} title={`Situação de ${subsidiary?.fantasyName ?? ''}`}>
      <form noValidate onSubmit={form.onSubmit((v) => change.mutate(ZSubsidiaryStatusRequest.parse(toInput(v))))}>
        <Stack gap="md">
          <Radio.Group label="Situação" {...form.getInputProps('status')}>
            <Stack gap="xs" mt="xs">
              {(Object.keys(SUBSIDIARY_STATUS) as (keyof typeof SUBSIDIARY_STATUS)[]).map((key) => (
                <Radio key={key} value={key} label={SUBSIDIARY_STATUS[key]} />
              ))}
            </Stack>
          </Radio.Group>
          {status === 'test' ? (
            <MaskedInput label="Fim do período de teste" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('testEndAt')} />
          ) : null}
          {status === 'inactive' ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              <Text fz="sm">Os usuários desta filial perdem o acesso imediatamente e não conseguem entrar enquanto ela estiver inativa.</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color={status === 'inactive' ? 'red' : undefined} loading={change.isPending}>
              {status === 'inactive' ? 'Desativar filial' : 'Salvar situação'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
