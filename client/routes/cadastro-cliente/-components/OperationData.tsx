import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { isPurchaseOperation } from '../../../../shared/deal-options.ts';
import { formatMoney } from '../../../../shared/format.ts';
import { CREDIT_OBJECTIVE, toOptions } from '../../../../shared/options.ts';
import { DEAL_MAX_LTV, isRealtyOperation } from '../../../../shared/schemas/deals.ts';
import { SIMULATION_DEADLINES } from '../../../../shared/schemas/simulation.ts';
import { RealtyFields, VehicleFields } from '../../../components/deals/form/AssetFields.tsx';
import { CUSTOM_DEADLINE, num } from '../../../components/deals/form/deal-form.ts';
import { IntegerInput, MoneyInput } from '../../../components/NumberFields.tsx';
import { deadlineOptions } from '../../../components/simulation/simulation-format.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import type { StepProps } from './PublicDealFlow.tsx';
import { operationErrors } from './public-deal-state.ts';
import { StepActions } from './StepActions.tsx';

const OBJECTIVE_OPTIONS = [{ value: '', label: 'Prefiro não dizer' }, ...toOptions(CREDIT_OBJECTIVE)];

/**
 * Step "dados-da-operacao": the property or vehicle, the credit, the term
 * (docs/design/product-spec.md §9 options) and the objective.
 */
export function OperationData({ form, go, operationType }: StepProps) {
  const v = form.values;
  const realty = isRealtyOperation(operationType);
  // Home equity and vehicle-backed credit lend on what the customer owns: no down payment, nothing chosen to buy.
  const purchase = isPurchaseOperation(operationType);
  const bounds = SIMULATION_DEADLINES[operationType];
  const deadlines = deadlineOptions(operationType, true);
  const ltv = DEAL_MAX_LTV[operationType];
  const asset = num(v.assetValue);
  const creditHint = ltv === undefined ? undefined : `Até ${ltv}% do valor do imóvel${asset ? `: ${formatMoney(Math.floor((ltv / 100) * asset * 100) / 100)}` : ''}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = operationErrors(form.getValues());
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    go('resumo-do-negocio');
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="operacao-bem">
          <Title order={3} fz="h4" id="operacao-bem">
            {realty ? 'Imóvel' : 'Veículo'}
          </Title>
          {realty ? <RealtyFields form={form} purchase={purchase} /> : <VehicleFields form={form} />}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="operacao-credito">
          <Title order={3} fz="h4" id="operacao-credito">
            Crédito
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MoneyInput label="Valor do crédito" description={creditHint} aria-required {...form.getInputProps('operationValue')} />
            <NativeSelect label="Prazo" data={deadlines} aria-required {...form.getInputProps('deadline')} />
            {v.deadline === CUSTOM_DEADLINE ? (
              <IntegerInput label="Prazo em meses" description={`De ${bounds.min} a ${bounds.max} meses`} aria-required {...form.getInputProps('customDeadline')} />
            ) : null}
            <NativeSelect label="Para que é o crédito?" data={OBJECTIVE_OPTIONS} {...form.getInputProps('objective')} />
            {/* The credit asked for is what is financed: the customer is not asked the same amount twice (the broker
                records the financed value, expenses included, on the deal). */}
            {purchase ? <MoneyInput label="Valor de entrada" description="Opcional" {...form.getInputProps('downPayment')} /> : null}
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            Os valores são uma estimativa: {realty ? 'o banco confirma o valor do imóvel na avaliação' : 'o banco confirma o valor do veículo na análise'}.
          </Text>
        </Stack>
        <StepActions onBack={() => go('resumo-proponentes')} />
      </Stack>
    </form>
  );
}
