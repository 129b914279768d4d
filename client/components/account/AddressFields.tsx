import { Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { maskCep, onlyDigits } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { REGIONS, STATES } from '../../../shared/options.ts';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import { type CepFilledValues, cepChangeHint, cepFill } from '../address/cep-fill.ts';
import { useCepLookup } from '../address/use-cep-lookup.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import type { CompanySectionValues } from './company-form.ts';

/**
 * docs/design/product-spec.md §3 "Address": state and region come from the CEP (Correios ranges, offline) and are not
 * typed; a complete CEP also fills street, neighbourhood and city from the address provider when there is one. A new
 * CEP replaces or clears what belonged to the previous address, with a hint to fill what is left blank. Every filled
 * field stays editable, and what the user typed after the CEP change is never overwritten.
 */
export function AddressFields<V extends CompanySectionValues>({ form }: { form: UseFormReturnType<V> }) {
  // Mantine's form typing over a generic V cannot see the `address` paths; the values are CompanySectionValues.
  const values = form.getValues() as CompanySectionValues;
  const setField = form.setFieldValue as (path: string, value: string) => void;
  // The street, neighbourhood and city as they were when the CEP began to change, with the CEP they belong to (a
  // saved address, an earlier CEP's answer or what was typed before the change). The new CEP's answer replaces or
  // clears them; what is typed after the change is kept. No snapshot (opening a saved address, or back on the CEP
  // the values belong to): the answer only fills blank fields, so opening a saved address never changes it.
  const previous = useRef<{ cep: string; values: CepFilledValues } | null>(null);
  const [cepChanged, setCepChanged] = useState(false);
  const fill = (answer: CepAddress) => {
    const { address } = form.getValues() as CompanySectionValues;
    const before = previous.current;
    // A change from one complete CEP to another: the first CEP of a blank address replaces nothing.
    const changed = before !== null && before.cep.length === 8 && before.cep !== answer.postalCode;
    const { patch } = cepFill(address, changed ? before.values : {}, answer);
    previous.current = null;
    setCepChanged(changed);
    for (const [field, value] of Object.entries(patch)) setField(`address.${field}`, value);
  };
  const cep = useCepLookup(values.address.postalCode, fill);
  const place = cep.place;
  const cepInput = form.getInputProps('address.postalCode');
  const onCepChange = (value: string) => {
    if (previous.current === null) {
      const { address } = form.getValues() as CompanySectionValues;
      previous.current = { cep: onlyDigits(address.postalCode), values: { street: address.street, neighborhood: address.neighborhood, city: address.city } };
    }
    cepInput.onChange(value);
  };
  const hint = cepInput.error ? undefined : cep.address?.notFound ? MSG.cepNotFound : place && cepChanged ? cepChangeHint(values.address) || undefined : undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <MaskedInput
          label="CEP"
          mask={maskCep}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          aria-required
          rightSection={cep.loading ? <Loader size="xs" aria-label="Buscando endereço pelo CEP" /> : null}
          description={hint}
          {...cepInput}
          onChange={onCepChange}
        />
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
