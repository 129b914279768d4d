import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalculator, IconEraser } from '@tabler/icons-react';
import { maskCnpj, maskCpf, maskDate, maskPhone } from '../../../shared/format.ts';
import { CITY_SIZE_OPTIONS } from '../../../shared/simulation-options.ts';
import { CepInput } from '../address/CepInput.tsx';
import { MaskedInput } from '../MaskedInput.tsx';
import { IntegerInput, MoneyInput } from '../NumberFields.tsx';
import { DeadlineFields } from './DeadlineFields.tsx';
import { AssociatesBirthDates, FgtsInput, PropertyTypeSelect, SimplesNacionalCheckbox } from './RealismFields.tsx';
import { num, type SimulationFormValues } from './simulation-form.ts';
import { maxCreditHint } from './simulation-format.ts';
import type { SimulationKind } from './simulation-types.ts';
import { TypeRadios } from './TypeRadios.tsx';
import { VehiclePicker } from './VehiclePicker.tsx';

const TABLE_OPTIONS = [
  { value: '', label: 'Padrão do produto' },
  { value: 'PRICE', label: 'PRICE (parcelas iguais; nos pós-fixados, corrigidas pelo índice)' },
  { value: 'SAC', label: 'SAC (amortização constante, parcelas decrescentes)' },
];

type Form = UseFormReturnType<SimulationFormValues>;

function CustomerFields({ form }: { form: Form }) {
  const juridical = form.values.forJuridicalPerson;
  return (
    <Fieldset legend="Cliente" radius="md">
      <Stack gap="md">
        <Switch
          label="Pessoa jurídica (empresa)"
          checked={juridical}
          onChange={(e) => {
            const pj = e.currentTarget.checked;
            const doc = form.values.customerDocument;
            form.setValues({ forJuridicalPerson: pj, customerDocument: pj ? maskCnpj(doc) : maskCpf(doc) });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label={juridical ? 'Razão social' : 'Nome do cliente'} autoComplete="off" aria-required {...form.getInputProps('customerName')} />
          <MaskedInput
            label={juridical ? 'CNPJ' : 'CPF'}
            mask={juridical ? maskCnpj : maskCpf}
            inputMode={juridical ? 'text' : 'numeric'}
            autoCapitalize="characters"
            placeholder={juridical ? '00.000.000/0000-00' : '000.000.000-00'}
            aria-required
            {...form.getInputProps('customerDocument')}
          />
          {juridical ? null : <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" aria-required {...form.getInputProps('customerBirthDate')} />}
          <MaskedInput
            label="Celular"
            description="Opcional: para enviar por WhatsApp"
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            placeholder="(11) 98765-4321"
            {...form.getInputProps('customerCellphone')}
          />
          <MoneyInput
            label={juridical ? 'Faturamento mensal' : 'Renda mensal'}
            description={juridical ? undefined : 'Bruta; com mais de um proponente, a soma das rendas'}
            aria-required
            {...form.getInputProps('customerIncome')}
          />
        </SimpleGrid>
        <SimplesNacionalCheckbox form={form} />
      </Stack>
    </Fieldset>
  );
}

function CaseFields({ form, kind }: { form: Form; kind: SimulationKind }) {
  const { type, assetValue } = form.values;
  const realty = kind === 'realty';
  return (
    <Fieldset legend={realty ? 'Imóvel e crédito' : 'Veículo e crédito'} radius="md">
      <Stack gap="md">
        {realty ? null : <VehiclePicker form={form} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <MoneyInput label={realty ? 'Valor do imóvel' : 'Valor do veículo'} aria-required {...form.getInputProps('assetValue')} />
          {realty ? <PropertyTypeSelect form={form} /> : null}
          <MoneyInput label="Valor do crédito" description={maxCreditHint(type, num(assetValue) ?? null)} aria-required {...form.getInputProps('operationValue')} />
          {realty ? <FgtsInput form={form} /> : null}
          <DeadlineFields form={form} />
          <NativeSelect label="Tabela de amortização" data={TABLE_OPTIONS} {...form.getInputProps('table')} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

function ConditionFields({ form, kind }: { form: Form; kind: SimulationKind }) {
  return (
    <Fieldset legend="Condições" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <CepInput description="Opcional" {...form.getInputProps('postalCode')} />
        {kind === 'realty' ? (
          <NativeSelect
            label="Porte da cidade do imóvel"
            description="Opcional; alguns bancos exigem população mínima"
            data={[{ value: '', label: 'Não informado' }, ...CITY_SIZE_OPTIONS]}
            {...form.getInputProps('cityPopulation')}
          />
        ) : null}
        <IntegerInput label="Número de proponentes" description="Contando o cliente; de 1 a 10" min={1} max={10} clampBehavior="none" {...form.getInputProps('numberOfAssociates')} />
        <AssociatesBirthDates form={form} />
        <IntegerInput label="Carência (dias)" description="0 = sem carência; cada 30 dias contam um mês" clampBehavior="none" min={0} max={720} step={30} {...form.getInputProps('gracePeriod')} />
        {kind === 'realty' ? <Switch label="Imóvel com matrícula" mt="xs" {...form.getInputProps('isRegistered', { type: 'checkbox' })} /> : null}
        <Switch
          label="Financiar as despesas"
          description={kind === 'realty' ? 'Registro e avaliação no valor financiado' : 'Tarifa de contrato e registro do gravame no valor financiado'}
          mt="xs"
          {...form.getInputProps('isFinancingExpensesRequired', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

interface SimulationFormProps {
  form: Form;
  kind: SimulationKind;
  onSubmit: (values: SimulationFormValues) => void;
  onClear: () => void;
  running: boolean;
}

/** Every field of ZSimulationRequest, for both workspaces (realty and vehicle). */
export function SimulationForm({ form, kind, onSubmit, onClear, running }: SimulationFormProps) {
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-label="Dados da simulação">
      <Stack gap="md">
        <TypeRadios form={form} kind={kind} />
        <CustomerFields form={form} />
        <CaseFields form={form} kind={kind} />
        <ConditionFields form={form} kind={kind} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconEraser size={18} />} onClick={onClear}>
            Limpar
          </Button>
          <Button type="submit" leftSection={<IconCalculator size={18} />} loading={running}>
            Simular
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
