import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskCep } from '../../../shared/format.ts';
import { REGIONS, STATES, stateFromCep } from '../../../shared/options.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import type { CompanySectionValues } from './company-form.ts';

/** Spec §3 "Address": state and region come from the CEP (Correios ranges, offline) and are not typed. */
export function AddressFields<V extends CompanySectionValues>({ form }: { form: UseFormReturnType<V> }) {
  const place = stateFromCep(form.getValues().address.postalCode);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <MaskedInput label="CEP" mask={maskCep} inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" aria-required {...form.getInputProps('address.postalCode')} />
        <TextInput label="Estado" value={place ? `${place.state} — ${STATES[place.state].name}` : ''} placeholder="Pelo CEP" readOnly variant="filled" />
        <TextInput label="Região" value={place ? REGIONS[place.region] : ''} placeholder="Pelo CEP" readOnly variant="filled" />
      </SimpleGrid>
      <TextInput label="Logradouro" autoComplete="address-line1" placeholder="Rua, avenida…" aria-required {...form.getInputProps('address.street')} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <TextInput label="Número" autoComplete="off" aria-required {...form.getInputProps('address.number')} />
        <TextInput label="Complemento" autoComplete="address-line2" {...form.getInputProps('address.complement')} />
        <TextInput label="Bairro" aria-required {...form.getInputProps('address.neighborhood')} style={{ gridColumn: 'span 2' }} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Cidade" autoComplete="address-level2" aria-required {...form.getInputProps('address.city')} />
        <TextInput label="País" value="Brasil" readOnly variant="filled" />
      </SimpleGrid>
    </Stack>
  );
}
