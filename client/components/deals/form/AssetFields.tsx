import { NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REALTY_TYPE, toOptions } from '../../../../shared/options.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { MoneyInput } from '../../NumberFields.tsx';
import type { SimulationFormValues } from '../../simulation/simulation-form.ts';
import { VehiclePicker } from '../../simulation/VehiclePicker.tsx';
import type { DealForm, DealFormValues } from './deal-form.ts';

const REALTY_OPTIONS = [{ value: '', label: 'Selecione' }, ...toOptions(REALTY_TYPE)];
const FUEL_OPTIONS = ['', 'Flex', 'Gasolina', 'Etanol', 'Diesel', 'GNV', 'Elétrico', 'Híbrido'].map((v) => ({ value: v, label: v || 'Selecione' }));

/** The property: value, type, whether it is registered and, for a purchase (not home equity), whether it is chosen. */
export function RealtyFields({ form, purchase }: { form: DealForm; purchase: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput label="Valor do imóvel" aria-required {...form.getInputProps('assetValue')} />
        <NativeSelect label="Tipo de imóvel" data={REALTY_OPTIONS} aria-required {...form.getInputProps('realtyType')} />
      </SimpleGrid>
      {purchase ? <FactSwitch form={form} field="isPropertyAlreadyChosen" label="O imóvel já foi escolhido" /> : null}
      <FactSwitch form={form} field="isRegistered" label="O imóvel tem matrícula registrada" />
    </Stack>
  );
}

/** A yes/no fact of the property; one never given (a simulator's lead) stays unknown until the switch is touched. */
function FactSwitch({ form, field, label }: { form: DealForm; field: 'isPropertyAlreadyChosen' | 'isRegistered'; label: string }) {
  const value = form.values[field];
  return (
    <Switch
      label={label}
      description={value === null ? 'Não informado' : undefined}
      {...form.getInputProps(field, { type: 'checkbox' })}
      checked={value === true}
      onChange={(e) => form.setFieldValue(field, e.currentTarget.checked)}
    />
  );
}

type VehiclePickerFields = Pick<SimulationFormValues, 'typeVehicle' | 'assetType' | 'brandCode' | 'modelCode' | 'year' | 'assetValue' | 'plate'>;

/**
 * VehiclePicker is typed for the simulation form and touches only its vehicle fields; the deal form has them under
 * the same names and types (the parameter type checks that), so it hands itself over.
 */
function asPickerForm(form: DealForm & { values: VehiclePickerFields }): UseFormReturnType<SimulationFormValues> {
  return form as unknown as UseFormReturnType<SimulationFormValues>;
}

/** The vehicle: light or heavy, brand → model → year (the year's reference value fills the value), plate and fuel. */
export function VehicleFields({ form }: { form: DealForm }) {
  const trpc = useTRPC();
  const { typeVehicle, brandCode, modelCode } = form.values;
  const tv = Number(typeVehicle) as 1 | 3;
  // The same queries as the picker's (shared cache): the request carries the brand and model names too.
  const brands = useQuery(trpc.vehicles.brands.queryOptions({ typeVehicle: tv }, { staleTime: Infinity }));
  const models = useQuery(trpc.vehicles.models.queryOptions({ brandCode, typeVehicle: tv }, { enabled: !!brandCode, staleTime: Infinity }));
  const brandName = brands.data?.find((b) => b.code === brandCode)?.name;
  const model = models.data?.find((m) => m.code === modelCode);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new brand or model only (see the last line)
  useEffect(() => {
    const current = form.getValues();
    const next: Partial<DealFormValues> = {};
    if (brandName !== undefined && brandName !== current.brandName) next.brandName = brandName;
    if (model && model.name !== current.modelName) {
      next.modelName = model.name;
      next.fuel = model.fuel;
    }
    if (Object.keys(next).length) form.setValues(next);
    // `form` is stable; only a new brand or model changes what to write.
  }, [brandName, model]);

  const pickerError = form.errors.brandCode ?? form.errors.modelCode ?? form.errors.year;
  return (
    <Stack gap="md">
      <VehiclePicker form={asPickerForm(form)} />
      {/* The picker's selects show no errors of their own: say what is missing under them. */}
      {pickerError ? (
        <Text c="red" fz="sm" role="alert">
          Escolha a marca, o modelo e o ano do veículo.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput label="Valor do veículo" description="Preenchido pela tabela ao escolher o ano" aria-required {...form.getInputProps('assetValue')} />
        <NativeSelect label="Combustível" data={FUEL_OPTIONS} {...form.getInputProps('fuel')} />
      </SimpleGrid>
    </Stack>
  );
}
