import { describe, expect, it } from 'vitest';
import type { CepAddress } from '../../../shared/schemas/addresses.ts';
import { cepChangeHint, cepFill, cepSummary } from './cep-fill.ts';

const answer = (over: Partial<CepAddress> = {}): CepAddress => ({
  postalCode: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  region: 'sudeste',
  source: 'provider',
  notFound: false,
  ...over,
});
const empty = { street: '', neighborhood: '', city: '' };

describe('cepFill', () => {
  it('fills empty fields from the provider', () => {
    expect(cepFill(empty, {}, answer()).patch).toEqual({ street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo' });
  });

  it('never overwrites what the user typed after the CEP change, but replaces what belonged to the previous address', () => {
    const previous = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo' };
    const typed = { street: 'Rua que eu digitei', neighborhood: 'Bela Vista', city: 'São Paulo' };
    const second = cepFill(typed, previous, answer({ postalCode: '20010020', street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' }));
    expect(second.patch).toEqual({ neighborhood: 'Centro', city: 'Rio de Janeiro' });
  });

  it('clears what belonged to the previous address when the provider has no street for the new CEP', () => {
    const previous = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo' };
    expect(cepFill(previous, previous, answer({ street: '', neighborhood: '', city: 'Rio Branco', state: 'AC' })).patch).toEqual({ street: '', neighborhood: '', city: 'Rio Branco' });
  });

  it('clears a saved address when its CEP changes to one the provider cannot fill (offline or unknown), keeping what was typed after the change', () => {
    const saved = { street: 'SBS Quadra 1', neighborhood: 'Asa Sul', city: 'Brasília' };
    const offline = answer({ postalCode: '69900000', street: '', neighborhood: '', city: '', state: 'AC', region: 'norte', source: 'offline' });
    expect(cepFill(saved, saved, offline).patch).toEqual({ street: '', neighborhood: '', city: '' });
    expect(cepFill({ ...saved, street: 'Rua Nova, 10' }, saved, offline).patch).toEqual({ neighborhood: '', city: '' });
    const unknown = answer({ postalCode: '69900999', street: '', neighborhood: '', city: '', state: 'AC', notFound: true });
    expect(cepFill(saved, saved, unknown).patch).toEqual({ street: '', neighborhood: '', city: '' });
    expect(cepChangeHint({ street: '', neighborhood: '', city: '' })).toBe('Preencha logradouro, bairro e cidade do novo CEP');
    expect(cepChangeHint({ street: '', neighborhood: '', city: 'Rio Branco' })).toBe('Preencha logradouro e bairro do novo CEP');
    expect(cepChangeHint({ street: 'Rua Nova, 10', neighborhood: '', city: 'Rio Branco' })).toBe('Preencha bairro do novo CEP');
    expect(cepChangeHint(saved)).toBe('');
  });

  it('opening a saved address (no CEP change) never changes it: the answer fills only blank fields, an offline one nothing', () => {
    const saved = { street: 'SBS Quadra 1', neighborhood: '', city: 'Brasília' };
    const brasilia = answer({ postalCode: '70040010', street: 'Setor Bancário Sul Quadra 1', neighborhood: 'Asa Sul', city: 'Brasília', state: 'DF' });
    expect(cepFill(saved, {}, brasilia).patch).toEqual({ neighborhood: 'Asa Sul' });
    expect(cepFill(saved, {}, answer({ source: 'offline', street: '', neighborhood: '', city: '' })).patch).toEqual({});
  });
});

describe('cepSummary', () => {
  it('says street, neighbourhood, city and state, or just the city and state', () => {
    expect(cepSummary(answer())).toBe('Avenida Paulista, Bela Vista — São Paulo/SP');
    expect(cepSummary(answer({ street: '', neighborhood: '', city: 'Rio Branco', state: 'AC' }))).toBe('Rio Branco/AC');
  });
});
