import { Group, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, maskPlate } from '../../../shared/format.ts';
import { VEHICLE_TYPE } from '../../../shared/options.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { SimulationFormValues, VehicleTypeValue } from './simulation-form.ts';

const ASSET_OF: Record<VehicleTypeValue, string> = { '1': 'veiculo_leve', '3': 'veiculo_pesado' };

function options(items: { value: string; label: string }[] | undefined, placeholder: string, loading: boolean) {
  return [{ value: '', label: loading ? 'Carregando…' : placeholder }, ...(items ?? [])];
}

/**
 * Light or heavy, then brand → model → year from the FIPE-style catalogue; the year's reference value fills the
 * vehicle value (the broker may still change it). The plate is optional and typed as AAA-9999 or AAA-9A99.
 */
export function VehiclePicker({ form, withPlate = true }: { form: UseFormReturnType<SimulationFormValues>; withPlate?: boolean }) {
  const trpc = useTRPC();
  const { typeVehicle, brandCode, modelCode, year } = form.values;
  const tv = Number(typeVehicle) as 1 | 3;
  const brands = useQuery(trpc.vehicles.brands.queryOptions({ typeVehicle: tv }, { staleTime: Infinity }));
  const models = useQuery(trpc.vehicles.models.queryOptions({ brandCode, typeVehicle: tv }, { enabled: !!brandCode, staleTime: Infinity }));
  const years = useQuery(trpc.vehicles.years.queryOptions({ brandCode, modelCode }, { enabled: !!brandCode && !!modelCode, staleTime: Infinity }));

  const setType = (value: string) => {
    const next: VehicleTypeValue = value === '3' ? '3' : '1';
    form.setValues({ typeVehicle: next, assetType: ASSET_OF[next], brandCode: '', modelCode: '', year: '' });
  };
  const setYear = (value: string) => {
    const hit = years.data?.find((y) => String(y.year) === value);
    form.setValues(hit ? { year: value, assetValue: hit.value } : { year: value });
  };

  return (
    <>
      <Radio.Group label="Tipo de veículo" value={typeVehicle} onChange={setType}>
        <Group gap="lg" mt={6}>
          {Object.entries(VEHICLE_TYPE).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label="Marca"
          data={options(
            brands.data?.map((b) => ({ value: b.code, label: b.name })),
            'Selecione a marca',
            brands.isPending,
          )}
          value={brandCode}
          onChange={(e) => form.setValues({ brandCode: e.currentTarget.value, modelCode: '', year: '' })}
        />
        <NativeSelect
          label="Modelo"
          data={options(
            models.data?.map((m) => ({ value: m.code, label: m.name })),
            'Selecione o modelo',
            !!brandCode && models.isPending,
          )}
          value={modelCode}
          disabled={!brandCode}
          onChange={(e) => form.setValues({ modelCode: e.currentTarget.value, year: '' })}
        />
        <NativeSelect
          label="Ano"
          data={options(
            years.data?.map((y) => ({ value: String(y.year), label: `${y.year} · ${formatMoney(y.value)}` })),
            'Selecione o ano',
            !!modelCode && years.isPending,
          )}
          value={year}
          disabled={!modelCode}
          onChange={(e) => setYear(e.currentTarget.value)}
        />
      </SimpleGrid>
      {withPlate ? (
        <TextInput
          label="Placa"
          description="Opcional: AAA-9999 ou AAA-9A99"
          placeholder="ABC-1D23"
          autoCapitalize="characters"
          maw={{ sm: 240 }}
          {...form.getInputProps('plate')}
          onChange={(e) => form.setFieldValue('plate', maskPlate(e.currentTarget.value))}
        />
      ) : null}
    </>
  );
}
