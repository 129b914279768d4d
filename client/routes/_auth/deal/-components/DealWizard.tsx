import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { DEAL_STEPS, type DealFormValues, type DealStep, emptyIncome, FORM_STEPS, type FormStep, stepIndex, toCreateRequest, toUpdateRequest } from '../../../../components/deals/form/deal-form.ts';
import { fromEditable } from '../../../../components/deals/form/deal-form-load.ts';
import { serverFieldErrors, validateStep } from '../../../../components/deals/form/deal-form-validation.ts';
import { IncomeStep } from '../../../../components/deals/form/IncomeStep.tsx';
import { LeaveWithoutSavingModal, useLeaveGuard } from '../../../../components/LeaveWithoutSaving.tsx';
import { ButtonLink } from '../../../../components/RouterLinks.tsx';
import { WizardHeader } from '../../../../components/wizard/WizardHeader.tsx';
import { handleError, showSuccessToast, toFailure } from '../../../../lib/errors.ts';
import { focusFirstError } from '../../../../lib/focus-first-error.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { useExclusive } from '../../../../lib/use-exclusive.ts';
import { CustomerStep } from './CustomerStep.tsx';
import { FilesStep } from './FilesStep.tsx';
import { OperationStep } from './OperationStep.tsx';
import { hideConflictToast, showConflictToast } from './wizard-feedback.tsx';

export type WizardMode = { kind: 'new'; simulationId?: string } | { kind: 'edit'; dealId: string; version: number };

interface Props {
  mode: WizardMode;
  initialValues: DealFormValues;
  step: DealStep;
  /** New deals keep the step in the page; edits put it in the address (/deal/<id>/edit/<step>). */
  onStepChange: (step: DealStep) => void;
}

/**
 * The deal wizard (docs/design/product-spec.md §3 steps customer → operation → income → files): one form for every
 * step, each step checked with its shared schema before the next opens. A new deal is created when the income step is
 * done and continues on its files; an edit saves from any step at the version it was opened with.
 */
export function DealWizard({ mode, initialValues, step, onStepChange }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<DealFormValues>({ initialValues });
  const [version, setVersion] = useState(mode.kind === 'edit' ? mode.version : 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set once the wizard itself moves on (deal created, saved and done): no "leave without saving?" then.
  const leaving = useRef(false);
  const editing = mode.kind === 'edit';
  const base = editing ? `/deal/${mode.dealId}/edit` : '/deal/new';

  const guard = useLeaveGuard(() => !leaving.current && form.isDirty(), base);

  const show = (target: DealStep) => {
    onStepChange(target);
    window.scrollTo({ top: 0 });
    window.requestAnimationFrame(() => headingRef.current?.focus());
  };

  /** Checks the steps in order; the first with errors opens with them on its fields. */
  const check = (steps: FormStep[]): boolean => {
    const values = form.getValues();
    for (const s of steps) {
      const errors = validateStep(s, values);
      if (Object.keys(errors).length === 0) continue;
      if (s !== step) onStepChange(s);
      form.setErrors(errors);
      focusFirstError();
      return false;
    }
    return true;
  };

  // Each individual customer needs an income: open the income step with one to fill.
  const prepareIncomes = () => {
    const associates = form.getValues().associates;
    if (!associates.some((a) => a.personType === 'individual' && a.type === 'CUSTOMER' && a.incomes.length === 0)) return;
    form.setFieldValue(
      'associates',
      associates.map((a) => (a.personType === 'individual' && a.type === 'CUSTOMER' && a.incomes.length === 0 ? { ...a, incomes: [emptyIncome(true)] } : a)),
    );
  };

  const goTo = (target: DealStep) => {
    if (target === step) return;
    const from = stepIndex(step);
    const to = stepIndex(target);
    if (to > from && !check(FORM_STEPS.filter((s) => stepIndex(s) >= from && stepIndex(s) < to))) return;
    form.clearErrors();
    if (target === 'income') prepareIncomes();
    show(target);
  };

  const refresh = () => Promise.all([queryClient.invalidateQueries(trpc.deals.pathFilter()), queryClient.invalidateQueries(trpc.pipelines.pathFilter())]);

  const reload = async () => {
    if (mode.kind !== 'edit') return;
    try {
      const fresh = await queryClient.fetchQuery({ ...trpc.deals.editable.queryOptions({ id: mode.dealId }), staleTime: 0 });
      const values = fromEditable(fresh.deal);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setVersion(fresh.version);
      await refresh();
    } catch (error) {
      handleError(error);
    }
  };

  const onFailure = (error: unknown) => {
    const failure = toFailure(error);
    if (failure.type === 'CONFLICT_ERROR') {
      showConflictToast(failure.message ?? '', () => void reload());
      return;
    }
    const { errors, step: errorStep } = serverFieldErrors(failure.errors, form.getValues());
    if (errorStep) {
      if (errorStep !== step) onStepChange(errorStep);
      form.setErrors(errors);
      focusFirstError();
    }
    handleError(error);
  };

  const create = useMutation(trpc.deals.create.mutationOptions({ meta: { silent: true } }));
  const update = useMutation(trpc.deals.update.mutationOptions({ meta: { silent: true } }));

  // One create or save at a time: a double click on "Cadastrar negócio" made two deals.
  const exclusive = useExclusive();

  const createDeal = () => {
    if (mode.kind !== 'new' || !check(FORM_STEPS)) return;
    const request = toCreateRequest(form.getValues(), mode.simulationId);
    void exclusive(async () => {
      try {
        const { message, id } = await create.mutateAsync(request);
        showSuccessToast(message);
        leaving.current = true;
        await refresh();
        await navigate({ to: '/deal/$dealId/edit/{-$step}', params: { dealId: id, step: 'files' } });
      } catch (error) {
        onFailure(error);
      }
    });
  };

  const save = () => {
    if (mode.kind !== 'edit' || !check(FORM_STEPS)) return;
    const values = form.getValues();
    void exclusive(async () => {
      try {
        const result = await update.mutateAsync(toUpdateRequest(values, mode.dealId, version));
        hideConflictToast();
        if (result.sections.length) showSuccessToast(result.message);
        else notifications.show({ color: 'blue', message: result.message, withBorder: true });
        setVersion(result.version);
        form.setInitialValues(values);
        form.resetDirty(values);
        await refresh();
      } catch (error) {
        onFailure(error);
      }
    });
  };

  const index = stepIndex(step);
  const previous = index > 0 ? DEAL_STEPS[index - 1].key : null;
  const next = index < DEAL_STEPS.length - 1 ? DEAL_STEPS[index + 1].key : null;
  const lastFormStep = step === 'income';
  // On the files step (each file is stored as it is sent) with no field left unsaved, finishing is the way on.
  const finishing = editing && step === 'files' && !form.isDirty();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) save();
    else if (lastFormStep) createDeal();
    else if (next) goTo(next);
  };

  return (
    <Stack gap="lg">
      <WizardHeader steps={DEAL_STEPS} active={index} onSelect={(i) => goTo(DEAL_STEPS[i].key)} canSelect={(i) => editing || (DEAL_STEPS[i].key !== 'files' && i < index)} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Title order={2} fz="h3" ref={headingRef} tabIndex={-1}>
            {DEAL_STEPS[index].label}
          </Title>
          {step === 'customer' ? <CustomerStep form={form} lookUpCustomers={mode.kind === 'new'} /> : null}
          {step === 'operation' ? <OperationStep form={form} typeLocked={editing} /> : null}
          {step === 'income' ? <IncomeStep form={form} /> : null}
          {step === 'files' && mode.kind === 'edit' ? <FilesStep dealId={mode.dealId} /> : null}
          <Group justify="space-between" gap="sm">
            {previous ? (
              <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => goTo(previous)}>
                Voltar
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              {editing ? (
                <Button type="submit" variant={finishing ? 'default' : 'filled'} leftSection={<IconDeviceFloppy size={18} />} loading={update.isPending}>
                  Salvar
                </Button>
              ) : null}
              {editing && step === 'files' ? (
                <ButtonLink to="/deal/$dealId" params={{ dealId: mode.dealId }} variant={finishing ? 'filled' : 'light'} rightSection={<IconCheck size={18} />}>
                  Concluir
                </ButtonLink>
              ) : null}
              {!editing && lastFormStep ? (
                <Button type="submit" rightSection={<IconCheck size={18} />} loading={create.isPending}>
                  Cadastrar negócio
                </Button>
              ) : null}
              {next && !(lastFormStep && !editing) ? (
                <Button variant={editing ? 'default' : 'filled'} type={editing ? 'button' : 'submit'} rightSection={<IconArrowRight size={18} />} onClick={editing ? () => goTo(next) : undefined}>
                  Próximo
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </form>
      <LeaveWithoutSavingModal guard={guard} what="neste negócio" />
    </Stack>
  );
}
