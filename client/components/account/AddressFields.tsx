import { Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { maskCep, onlyDigits } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { REGIONS, STATES } from '../../../shared/options.ts';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import { cepFill, type CepFilledValues } from '../address/cep-fill.ts';
import { useCepLookup } from '../address/use-cep-lookup.ts';
import type { CompanySectionValues } from './company-form.ts';

/**
 * Spec §3 "Address": state and region come from the CEP (Correios ranges, offline) and are not typed; a complete
 * CEP also fills street, neighbourhood and city from the address provider when there is one. Every filled field
 * stays editable, and what the user typed is never overwritten.
 */
export function AddressFields<V extends CompanySectionValues>({ form }: { form: UseFormReturnType<V> }) {
  // Mantine's form typing over a generic V cannot see the `address` paths; the values are CompanySectionValues.
  const values = form.getValues() as CompanySectionValues;
  const setField = form.setFieldValue as (path: string, value: string) => void;
  // A saved address counts as filled by its CEP: a new CEP replaces it, but the saved CEP's own answer (on opening
  // the page) only fills what is blank, so opening a saved address never changes it.
  const initial = useRef({ cep: onlyDigits(values.address.postalCode), address: values.address });
  const lastFilled = useRef<Partial<CepFilledValues>>({ street: initial.current.address.street, neighborhood: initial.current.address.neighborhood, city: initial.current.address.city });
  const fill = (answer: CepAddress) => {
    const { address } = form.getValues() as CompanySectionValues;
    const savedCep = answer.postalCode === initial.current.cep;
    const { patch, filled } = cepFill(address, savedCep ? {} : lastFilled.current, answer);
    lastFilled.current = savedCep ? { ...lastFilled.current, ...filled } : filled;
    for (const [field, value] of Object.entries(patch)) setField(`address.${field}`, value);
  };
  const cep = useCepLookup(values.address.postalCode, fill);
  const place = cep.place;
  const cepInput = form.getInputProps('address.postalCode');
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
          description={!cepInput.error && cep.address?.notFound ? MSG.cepNotFound : undefined}
          {...cepInput}
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
