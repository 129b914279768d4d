import { describe, expect, it } from 'vitest';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import { cepFill, cepSummary } from './cep-fill.ts';

const answer = (over: Partial<CepAddress> = {}): CepAddress => ({
  postalCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', region: 'sudeste', source: 'provider', notFound: false, ...over,
});
const empty = { street: '', neighborhood: '', city: '' };

describe('cepFill', () => {
  it('fills empty fields from the provider', () => {
    expect(cepFill(empty, {}, answer()).patch).toEqual({ street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo' });
  });

  it('never overwrites what the user typed, but replaces what the previous CEP filled', () => {
    const first = cepFill(empty, {}, answer());
    const typed = { street: 'Rua que eu digitei', neighborhood: 'Bela Vista', city: 'São Paulo' };
    const second = cepFill(typed, first.filled, answer({ postalCode: '20010020', street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' }));
    expect(second.patch).toEqual({ neighborhood: 'Centro', city: 'Rio de Janeiro' });
  });

  it('clears what an earlier CEP filled when the provider has no street for the new one; an offline answer changes nothing', () => {
    const first = cepFill(empty, {}, answer());
    const filledValues = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo' };
    expect(cepFill(filledValues, first.filled, answer({ street: '', neighborhood: '', city: 'Rio Branco', state: 'AC' })).patch).toEqual({ street: '', neighborhood: '', city: 'Rio Branco' });
    expect(cepFill(filledValues, first.filled, answer({ source: 'offline', street: '', neighborhood: '', city: '' })).patch).toEqual({});
  });
});

describe('cepSummary', () => {
  it('says street, neighbourhood, city and state, or just the city and state', () => {
    expect(cepSummary(answer())).toBe('Avenida Paulista, Bela Vista — São Paulo/SP');
    expect(cepSummary(answer({ street: '', neighborhood: '', city: 'Rio Branco', state: 'AC' }))).toBe('Rio Branco/AC');
  });
});
