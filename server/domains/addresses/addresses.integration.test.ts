import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { Config } from '../../config.ts';
import { callerFor, createTestEnv, expectAppError, randomIp, type TestEnv } from '../../test/harness.ts';
import { type FakeCepProvider, startFakeCepProvider } from './fake-cep-provider.ts';

let env: TestEnv;
let viacep: FakeCepProvider;
let brasilapi: FakeCepProvider;

const PAULISTA = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const CENTRO_RIO = { street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' };
const KNOWN = { '01310100': PAULISTA, '20010020': CENTRO_RIO };

/** A visitor of an app whose address provider is configured as given (own IP: rate limits never cross tests). */
const visitorOf = (config: Partial<Config>) => callerFor({ ...env.deps, config: { ...env.deps.config, ...config } }, null, { ip: randomIp() }).addresses;

beforeAll(async () => {
  env = await createTestEnv({ seed: false });
  [viacep, brasilapi] = await Promise.all([startFakeCepProvider('viacep', KNOWN), startFakeCepProvider('brasilapi', KNOWN)]);
});
afterAll(async () => {
  await Promise.all([viacep?.close(), brasilapi?.close()]);
  await env?.close();
});

describe('addresses.byCep', () => {
  it('fills street, neighbourhood, city and state from ViaCEP, and asks it once for a CEP it already answered', async () => {
    const app = visitorOf({ addressProvider: 'viacep', addressProviderUrl: viacep.url, addressProviderTimeoutMs: 1500 });
    const first = await app.byCep({ postalCode: '01310-100' });
    expect(first).toEqual({ postalCode: '01310100', ...PAULISTA, region: 'sudeste', source: 'provider', notFound: false });
    expect(await app.byCep({ postalCode: '01310100' })).toEqual(first);
    expect(viacep.hits.get('01310100')).toBe(1);
  });

  it('fills the address from BrasilAPI when it is the configured provider', async () => {
    const app = visitorOf({ addressProvider: 'brasilapi', addressProviderUrl: brasilapi.url, addressProviderTimeoutMs: 1500 });
    expect(await app.byCep({ postalCode: '20010-020' })).toEqual({ postalCode: '20010020', ...CENTRO_RIO, region: 'sudeste', source: 'provider', notFound: false });
    expect(brasilapi.hits.get('20010020')).toBe(1);
  });

  it('says a CEP the provider does not know is not found, and still gives its state from the ranges (both providers)', async () => {
    for (const [name, fake] of [
      ['viacep', viacep],
      ['brasilapi', brasilapi],
    ] as const) {
      const app = visitorOf({ addressProvider: name, addressProviderUrl: fake.url, addressProviderTimeoutMs: 1500 });
      const answer = await app.byCep({ postalCode: '69900-999' });
      expect(answer).toEqual({ postalCode: '69900999', street: '', neighborhood: '', city: '', state: 'AC', region: 'norte', source: 'offline', notFound: true });
      // The "not found" is remembered for a while too.
      await app.byCep({ postalCode: '69900999' });
      expect(fake.hits.get('69900999')).toBe(1);
    }
  });

  it('answers offline (state and region from the CEP) when the provider is slower than the timeout', async () => {
    viacep.slow.set('80010000', 3000);
    const app = visitorOf({ addressProvider: 'viacep', addressProviderUrl: viacep.url, addressProviderTimeoutMs: 300 });
    const started = Date.now();
    const answer = await app.byCep({ postalCode: '80010-000' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(answer).toEqual({ postalCode: '80010000', street: '', neighborhood: '', city: '', state: 'PR', region: 'sul', source: 'offline', notFound: false });
    // Meanwhile the provider rests: the next CEP is answered offline at once, without asking it.
    expect(await app.byCep({ postalCode: '01310-100' })).toMatchObject({ state: 'SP', source: 'offline' });
    expect(viacep.hits.get('01310100')).toBe(1); // only the first test's call
  });

  it('answers offline when nothing listens at the provider address', async () => {
    const app = visitorOf({ addressProvider: 'viacep', addressProviderUrl: 'http://127.0.0.1:9', addressProviderTimeoutMs: 1000 });
    expect(await app.byCep({ postalCode: '01310-100' })).toMatchObject({ state: 'SP', region: 'sudeste', source: 'offline', notFound: false, street: '' });
  });

  it('with the provider off, answers from the ranges without calling anyone', async () => {
    const before = viacep.hits.get('01311000') ?? 0;
    const app = visitorOf({ addressProvider: 'off', addressProviderUrl: viacep.url });
    expect(await app.byCep({ postalCode: '01311-000' })).toEqual({
      postalCode: '01311000',
      street: '',
      neighborhood: '',
      city: '',
      state: 'SP',
      region: 'sudeste',
      source: 'offline',
      notFound: false,
    });
    expect(viacep.hits.get('01311000') ?? 0).toBe(before);
  });

  it('refuses a malformed CEP or one outside every Correios range with the catalogue message', async () => {
    const app = visitorOf({ addressProvider: 'off' });
    await expectAppError(app.byCep({ postalCode: '0131' }), 'VALIDATION_ERROR', MSG.invalidCep);
    await expectAppError(app.byCep({ postalCode: '00000-000' }), 'VALIDATION_ERROR', MSG.invalidCep);
  });
});
