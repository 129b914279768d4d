import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { AssociateFields } from '../../../components/deals/form/AssociateFields.tsx';
import { AssociateIncomes } from '../../../components/deals/form/IncomeStep.tsx';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { associateErrors } from './public-deal-state.ts';
import { StepActions } from './StepActions.tsx';

/** Steps "pessoa-fisica" and "pessoa-juridica": one proponent's data (and a person's incomes). */
export function PersonStep({ form, go, index }: StepProps & { index: number }) {
  const associate = form.values.associates[index];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = associateErrors(form.getValues(), index);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    go('resumo-proponentes');
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AssociateFields form={form} index={index} audience="customer" />
        {associate.personType === 'individual' ? <AssociateIncomes form={form} index={index} withTitle={false} /> : null}
        <StepActions onBack={() => go(index === 0 ? 'inicio' : 'resumo-proponentes')} />
      </Stack>
    </form>
  );
}
