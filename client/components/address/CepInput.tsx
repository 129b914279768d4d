import { Loader, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { maskCep } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { STATES } from '../../../shared/options.ts';
import { MaskedInput } from '../MaskedInput.tsx';
import { cepSummary } from './cep-fill.ts';
import { useCepLookup } from './use-cep-lookup.ts';

interface CepInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A CEP field for forms that keep no street fields (checkout, simulation): once the CEP is complete it says where
 * it is ("Avenida Paulista, Bela Vista — São Paulo/SP"; offline, the state from the CEP ranges), so a mistyped CEP
 * shows before it is sent.
 */
export function CepInput({ value, description, error, ...props }: CepInputProps) {
  const cep = useCepLookup(value ?? '');
  let hint: ReactNode = description;
  if (!error && cep.place) {
    if (cep.address?.notFound) hint = MSG.cepNotFound;
    else if (cep.address?.source === 'provider') hint = cepSummary(cep.address);
    else hint = `${cep.place.state} — ${STATES[cep.place.state].name}`;
  }
  return (
    <MaskedInput
      label="CEP"
      mask={maskCep}
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="00000-000"
      rightSection={cep.loading ? <Loader size="xs" aria-label="Buscando endereço pelo CEP" /> : null}
      {...props}
      value={value}
      error={error}
      description={hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
