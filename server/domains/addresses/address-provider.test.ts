import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { TtlCache } from './address-cache.ts';
import { createHttpAddressProvider, parseBrasilApi, parseViaCep } from './address-provider.ts';

describe('ViaCEP answers', () => {
  it('reads logradouro, bairro, localidade and uf', () => {
    const body = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' };
    expect(parseViaCep(200, body)).toEqual({ kind: 'found', address: { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' } });
  });

  it('takes {"erro": true} and {"erro": "true"} as a CEP that does not exist', () => {
    expect(parseViaCep(200, { erro: true })).toEqual({ kind: 'notFound' });
    expect(parseViaCep(200, { erro: 'true' })).toEqual({ kind: 'notFound' });
    expect(parseViaCep(400, null)).toEqual({ kind: 'notFound' });
  });

  it('keeps a city-wide CEP (no street) and refuses answers without a city or from a failing server', () => {
    expect(parseViaCep(200, { logradouro: '', bairro: '', localidade: 'Rio Branco', uf: 'AC' })).toEqual({ kind: 'found', address: { street: '', neighborhood: '', city: 'Rio Branco', state: 'AC' } });
    expect(parseViaCep(200, { logradouro: 'Rua X' }).kind).toBe('unavailable');
    expect(parseViaCep(502, null).kind).toBe('unavailable');
    expect(parseViaCep(200, '<html>').kind).toBe('unavailable');
  });
});

describe('BrasilAPI answers', () => {
  it('reads street, neighborhood, city and state', () => {
    const body = { cep: '89010025', state: 'SC', city: 'Blumenau', neighborhood: 'Centro', street: 'Rua Doutor Luiz de Freitas Melro', service: 'viacep' };
    expect(parseBrasilApi(200, body)).toEqual({ kind: 'found', address: { street: 'Rua Doutor Luiz de Freitas Melro', neighborhood: 'Centro', city: 'Blumenau', state: 'SC' } });
  });

  it('takes its 404 as not found and a 5xx as unavailable', () => {
    expect(parseBrasilApi(404, { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error' })).toEqual({ kind: 'notFound' });
    expect(parseBrasilApi(500, null).kind).toBe('unavailable');
  });

  it('ignores a state that is not a UF', () => {
    expect(parseBrasilApi(200, { city: 'Blumenau', state: 'Santa Catarina' })).toMatchObject({ address: { state: null } });
  });
});

describe('the HTTP provider', () => {
  it('asks the configured base URL in the provider’s own path and turns a network failure into unavailable', async () => {
    const asked: string[] = [];
    const ok = createHttpAddressProvider({
      name: 'viacep',
      baseUrl: 'http://local.test/',
      timeoutMs: 100,
      fetch: async (url) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ erro: true }), { status: 200 });
      },
    });
    expect(await ok.lookup('01310100')).toEqual({ kind: 'notFound' });
    expect(asked).toEqual(['http://local.test/ws/01310100/json/']);
    const down = createHttpAddressProvider({
      name: 'brasilapi',
      timeoutMs: 100,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.lookup('01310100')).toEqual({ kind: 'unavailable', reason: 'TypeError' });
  });
});

describe('TtlCache', () => {
  it('forgets entries after their time and drops the least recently used past its size', () => {
    let now = 0;
    const cache = new TtlCache<string>(2, () => now);
    cache.set('a', 'A', 100);
    cache.set('b', 'B', 1000);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    now = 150;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('C');
  });
});

describe('ADDRESS_PROVIDER configuration', () => {
  it('defaults to ViaCEP, to off under NODE_ENV=test, and refuses an unknown provider in Portuguese', () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'address-config-'));
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'development' })).toMatchObject({ addressProvider: 'viacep', addressProviderTimeoutMs: 1500 });
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'test' }).addressProvider).toBe('off');
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'test', ADDRESS_PROVIDER: 'brasilapi', ADDRESS_PROVIDER_URL: 'http://127.0.0.1:8080' })).toMatchObject({
      addressProvider: 'brasilapi',
      addressProviderUrl: 'http://127.0.0.1:8080',
    });
    expect(() => loadConfig({ DATA_DIR, ADDRESS_PROVIDER: 'correios' })).toThrow(/ADDRESS_PROVIDER: ADDRESS_PROVIDER deve ser um destes: viacep, brasilapi, off/);
  });
});
