import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatDate, maskDate } from '../../../../../shared/format.ts';
import { CALL_MESSAGES } from '../../../../../shared/messages.ts';
import { SUBSIDIARY_STATUS } from '../../../../../shared/options.ts';
import { TEST_PERIOD_DAYS } from '../../../../../shared/schemas/registration.ts';
import { type SubsidiaryListItem, ZSubsidiaryStatusRequest } from '../../../../../shared/schemas/subsidiaries.ts';
import { inTrial, type SubsidiaryStatus, statusChoices } from '../../../../../shared/subsidiary-billing.ts';
import { fieldErrorsOf } from '../../../../components/account/company-form.ts';
import { MaskedInput } from '../../../../components/MaskedInput.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { brDateToIso, zodResolver } from '../../../../lib/form.ts';
import { useProfile } from '../../../../lib/session.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

interface Values {
  status: 'active' | 'test' | 'inactive';
  testEndAt: string;
}

/**
 * The statuses offered, as the server allows them: a platform operator sets any; an administrator deactivates and
 * reactivates, and a trial (even one deactivated) keeps its end — reactivating into one already over is not offered.
 */
function offeredStatuses(subsidiary: SubsidiaryListItem | null, platformOperator: boolean): SubsidiaryStatus[] {
  if (!subsidiary) return [];
  const choices = statusChoices(subsidiary, platformOperator);
  const trialOver = inTrial(subsidiary) && (subsidiary.testEndAt?.getTime() ?? 0) <= Date.now();
  return platformOperator || !trialOver ? choices : choices.filter((s) => s !== 'test' || subsidiary.status === 'test');
}

/** Activate, put in test until a date, or deactivate (its users lose access at once). */
export function SubsidiaryStatusModal({ subsidiary, onClose }: { subsidiary: SubsidiaryListItem | null; onClose: () => void }) {
  const trpc = useTRPC();
  const platformOperator = useProfile().platformOperator === true;
  const offered = offeredStatuses(subsidiary, platformOperator);
  const queryClient = useQueryClient();
  const toInput = (v: Values) => ({ id: subsidiary?.id ?? '', status: v.status, testEndAt: v.status === 'test' ? brDateToIso(v.testEndAt) : null });
  const form = useForm<Values>({ initialValues: { status: 'active', testEndAt: '' }, validate: zodResolver(ZSubsidiaryStatusRequest, toInput) });
  const { setValues } = form;
  useEffect(() => {
    if (!subsidiary) return;
    // An administrator's trial keeps its own end; only an operator picks one (a fresh test period by default).
    const keep = subsidiary.testEndAt && (!platformOperator || subsidiary.testEndAt.getTime() > Date.now());
    const end = keep ? formatDate(subsidiary.testEndAt) : formatDate(new Date(Date.now() + TEST_PERIOD_DAYS * 86_400_000).toISOString());
    setValues({ status: subsidiary.status, testEndAt: end });
  }, [subsidiary, setValues, platformOperator]);

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
  // Saving what is already saved would say "alterada" of nothing: the button waits for a change.
  const unchanged = !!subsidiary && status === subsidiary.status && (status !== 'test' || form.getValues().testEndAt === (subsidiary.testEndAt ? formatDate(subsidiary.testEndAt) : ''));

  return (
    <Modal opened={!!subsidiary} onClose={onClose} title={`Situação de ${subsidiary?.fantasyName ?? ''}`}>
      <form noValidate onSubmit={form.onSubmit((v) => change.mutate(ZSubsidiaryStatusRequest.parse(toInput(v))))}>
        <Stack gap="md">
          <Radio.Group label="Situação" {...form.getInputProps('status')}>
            <Stack gap="xs" mt="xs">
              {offered.map((key) => (
                <Radio key={key} value={key} label={SUBSIDIARY_STATUS[key]} />
              ))}
            </Stack>
          </Radio.Group>
          {status === 'test' ? (
            <MaskedInput
              label="Fim do período de teste"
              mask={maskDate}
              inputMode="numeric"
              placeholder="DD/MM/AAAA"
              aria-required
              readOnly={!platformOperator}
              description={platformOperator ? undefined : CALL_MESSAGES.trialEndsOnlyBySubscription}
              {...form.getInputProps('testEndAt')}
            />
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
            <Button type="submit" color={status === 'inactive' ? 'red' : undefined} loading={change.isPending} disabled={unchanged}>
              {status === 'inactive' ? 'Desativar filial' : 'Salvar situação'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
