import { Button, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { maskCpf, maskDate, maskPhone } from '../../../../shared/format.ts';
import { useHydrated } from '../../../app/hydration.ts';
import { MaskedInput } from '../../../components/MaskedInput.tsx';
import { MoneyInput } from '../../../components/NumberFields.tsx';
import { DeadlineFields } from '../../../components/simulation/DeadlineFields.tsx';
import { FgtsInput, PropertyTypeSelect } from '../../../components/simulation/RealismFields.tsx';
import { num, type SimulationFormValues } from '../../../components/simulation/simulation-form.ts';
import { maxCreditHint } from '../../../components/simulation/simulation-format.ts';
import type { SimulationKind } from '../../../components/simulation/simulation-types.ts';
import { TypeRadios } from '../../../components/simulation/TypeRadios.tsx';
import { VehiclePicker } from '../../../components/simulation/VehiclePicker.tsx';

interface PublicSimulationFormProps {
  form: UseFormReturnType<SimulationFormValues>;
  kind: SimulationKind;
  brokerFirstName: string;
  running: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A field got the focus (the first one starts loading the validation). */
  onFocus?: () => void;
}

/** The visitor's short form: who they are (the lead) and the case. */
export function PublicSimulationForm({ form, kind, brokerFirstName, running, onSubmit, onFocus }: PublicSimulationFormProps) {
  const { type, assetValue } = form.values;
  const realty = kind === 'realty';
  // Server-rendered, the form is there to read before the app's code runs, but not to fill: what is typed
  // before hydration would not reach the form's state, and a submit would reload the page. Its fields open once
  // hydrated (at once when the browser renders the page alone).
  const ready = useHydrated();
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} aria-label="Dados da simulação">
      <Stack gap="md">
        <Fieldset legend="Seus dados" radius="md" disabled={!ready}>
          <Stack gap="sm">
            <TextInput label="Nome completo" autoComplete="name" aria-required {...form.getInputProps('customerName')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <MaskedInput label="CPF" mask={maskCpf} inputMode="numeric" placeholder="000.000.000-00" aria-required {...form.getInputProps('customerDocument')} />
              <MaskedInput label="Data de nascimento" mask={maskDate} inputMode="numeric" placeholder="DD/MM/AAAA" autoComplete="bday" aria-required {...form.getInputProps('customerBirthDate')} />
              <MoneyInput label="Renda mensal" aria-required {...form.getInputProps('customerIncome')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Como falar com você" radius="md" disabled={!ready}>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Informe seu celular ou e-mail para que {brokerFirstName} entre em contato. Sem eles, você vê o resultado, mas ninguém poderá responder.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <MaskedInput
                label="Celular (WhatsApp)"
                mask={maskPhone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(11) 98765-4321"
                {...form.getInputProps('customerCellphone')}
              />
              <TextInput label="E-mail" type="email" inputMode="email" autoComplete="email" placeholder="voce@exemplo.com.br" {...form.getInputProps('customerEmail')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={realty ? 'O crédito que você procura' : 'O veículo e o crédito'} radius="md" disabled={!ready}>
          <Stack gap="sm">
            <TypeRadios form={form} kind={kind} />
            {realty ? null : <VehiclePicker form={form} withPlate={false} />}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <MoneyInput label={realty ? 'Valor do imóvel' : 'Valor do veículo'} aria-required {...form.getInputProps('assetValue')} />
              {realty ? <PropertyTypeSelect form={form} /> : null}
              <MoneyInput label="Valor do crédito" description={maxCreditHint(type, num(assetValue) ?? null)} aria-required {...form.getInputProps('operationValue')} />
              {realty ? <FgtsInput form={form} /> : null}
            </SimpleGrid>
            <DeadlineFields form={form} />
          </Stack>
        </Fieldset>
        <Text fz="xs" c="dimmed">
          Com o seu celular ou e-mail, a simulação e os seus dados são enviados a {brokerFirstName}, que poderá falar com você sobre ela.
        </Text>
        <Button type="submit" size="md" fullWidth loading={running} disabled={!ready}>
          Ver as condições dos bancos
        </Button>
      </Stack>
    </form>
  );
}
