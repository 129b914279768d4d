import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { AssociateFields } from '../../../components/deals/form/AssociateFields.tsx';
import { AssociateIncomes } from '../../../components/deals/form/IncomeStep.tsx';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { associateErrors } from './public-deal-state.ts';
import { StepActions } from './StepActions.tsx';

/** Steps "pessoa-fisica" and "pessoa-juridica": one proponent's data (and a person's incomes). */
export function PersonStep({ form, state, update, go, index }: StepProps & { index: number }) {
  const associate = form.values.associates[index];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = associateErrors(form.getValues(), index);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    if (state.addedIndex === index) update({ addedIndex: undefined });
    go('resumo-proponentes');
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <AssociateFields form={form} index={index} audience="customer" />
        {associate.personType === 'individual' ? <AssociateIncomes form={form} index={index} withTitle={false} /> : null}
        {index > 0 ? (
          <Text fz="sm" c="dimmed">
            {state.addedIndex === index ? 'Ao voltar sem concluir, este proponente não será adicionado.' : 'Ao voltar, os dados deste proponente continuam salvos.'}
          </Text>
        ) : null}
        <StepActions onBack={() => go(index === 0 ? 'inicio' : 'resumo-proponentes')} />
      </Stack>
    </form>
  );
}
