import { Group, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AMORTIZATION_TABLE } from '../../../../../shared/options.ts';
import { Checkbox } from '../../../../components/FormControls.tsx';
import { MoneyInput, PercentInput } from '../../../../components/NumberFields.tsx';
import { HOUSING_SYSTEM_OPTIONS, type ProductValues } from './product-form.ts';

/*
 * What a bank charges up front and its rules per amortisation table: they enter the CET, the cash at
 * signing and eligibility. Apart from ProductFields.tsx to keep each section's file small.
 */

type Form = UseFormReturnType<ProductValues>;

/** Valuation, contract and lien registration fees, and whether they are financed or paid at signing. */
export function ProductTariffFields({ form }: { form: Form }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MoneyInput label="Tarifa de avaliação" description="Opcional; vazio ou 0 = não cobra" {...form.getInputProps('valuationFee')} />
        <MoneyInput label="Tarifa de contrato" description="Opcional; vazio ou 0 = não cobra" {...form.getInputProps('contractFee')} />
        <MoneyInput label="Registro do gravame" description="Opcional, veículos; vazio ou 0 = não cobra" {...form.getInputProps('lienRegistrationFee')} />
      </SimpleGrid>
      <Switch label="Tarifas financiadas" description="Entram no valor financiado; sem esta opção, são pagas na assinatura" {...form.getInputProps('tariffsFinanced', { type: 'checkbox' })} />
    </Stack>
  );
}

/** Tables the bank quotes, the LTV of each (empty = the product's LTV) and, for real estate, SFH or SFI. */
export function ProductTableRuleFields({ form }: { form: Form }) {
  const realty = form.values.segment === 'Real State';
  return (
    <Stack gap="md">
      <Checkbox.Group label="Tabelas aceitas" description="O produto nunca é cotado numa tabela que não aceita" aria-required {...form.getInputProps('acceptedTables')}>
        <Group gap="lg" mt={6}>
          {Object.entries(AMORTIZATION_TABLE).map(([value, label]) => (
            <Checkbox key={value} value={value} label={label} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PercentInput label="LTV na PRICE (%)" description="Opcional; vazio = LTV do produto" {...form.getInputProps('ltvPrice')} />
        <PercentInput label="LTV na SAC (%)" description="Opcional; vazio = LTV do produto" {...form.getInputProps('ltvSac')} />
        {realty ? (
          <NativeSelect
            label="Sistema de financiamento"
            description="SFH: teto do imóvel e da taxa, FGTS na entrada; SFI: sem esses limites"
            data={HOUSING_SYSTEM_OPTIONS}
            // A native select holds '' for "not classified"; the form and the server hold null.
            value={form.values.housingSystem ?? ''}
            onChange={(e) => form.setFieldValue('housingSystem', e.currentTarget.value || null)}
            error={form.errors.housingSystem}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
