/**
 * Regressions found by the R4 fuzz (server/test/fuzz; docs/design/security.md), over real HTTP: a NUL character in any
 * text used to reach PostgreSQL and fail as a 500; a superjson envelope tRPC cannot rebuild (malformed JSON in ?input=,
 * meta asking for an unknown class or a __proto__ path) answered 500; a version of 10^15 and a rate of 1e-278 % passed
 * the schemas and failed in the database as 500s; a missing field read 'recebeu um valor "undefined"'.
 * Each is now a 400 in the spec's shape, in pt-BR, naming the field where there is one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.ts';
import { trpcHttp } from '../test/fuzz/http.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../test/harness.ts';
import { productInput } from '../test/tenant-objects.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const appErrorOf = (json: unknown) => (json as { error: { json: { data: { appError: unknown } } } }).error.json.data.appError;

describe('U+0000 in text input', () => {
  it('answers 400 naming the field, in queries and in nested mutation payloads', async () => {
    const token = admin.accessData.accessToken;
    const search = await trpcHttp(http.baseUrl, 'users.autocomplete', 'query', { search: 'Maria\u0000Silva' }, { token });
    expect(search.status).toBe(400);
    expect(appErrorOf(search.json)).toEqual({ type: 'VALIDATION_ERROR', message: MSG.invalidChars, errors: [{ field: 'search', message: MSG.invalidChars }] });

    const course = { title: 'Curso', description: 'linha\u0000', linkUrl: null, durationMinutes: 30, category: 'compliance', mandatory: false, validityMonths: null };
    const created = await trpcHttp(http.baseUrl, 'courses.create', 'mutation', course, { token });
    expect(created.status).toBe(400);
    expect(appErrorOf(created.json)).toMatchObject({ errors: [{ field: 'description', message: MSG.invalidChars }] });
    expect(await env.deps.db.selectFrom('courses').select('id').where('title', '=', 'Curso').execute()).toEqual([]);
  });

  it('is refused in public procedures too', async () => {
    const res = await trpcHttp(http.baseUrl, 'publicSimulation.broker', 'query', { username: 'demo-credito\u0000' });
    expect(res.status).toBe(400);
    expect(appErrorOf(res.json)).toMatchObject({ type: 'VALIDATION_ERROR', errors: [{ field: 'username' }] });
  });
});

describe('envelopes tRPC cannot rebuild', () => {
  for (const raw of ['{"json":', 'null', '{"json":{"a":"x"},"meta":{"values":{"a":[["class","Desconhecida"]]}}}', '{"json":{"a":1},"meta":{"values":{"__proto__.polluted":["undefined"]}}}']) {
    it(`answers 400 'Requisição inválida' to ${raw}`, async () => {
      for (const [path, type] of [
        ['simulation.list', 'query'],
        ['commissions.cancel', 'mutation'],
      ] as const) {
        const res = await trpcHttp(http.baseUrl, path, type, undefined, { token: admin.accessData.accessToken, raw });
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(res.text).toContain('Requisição inválida');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    });
  }
});

describe('numbers the database cannot hold', () => {
  it('a version beyond the 32-bit column and a rate that rounds to 0% answer 400 on their field, not 500', async () => {
    const master = await signIn(env.deps, env.demo.users.master.email, env.demo.password);
    const token = master.accessData.accessToken;
    const update = {
      id: crypto.randomUUID(),
      version: 1e15,
      approvedValue: 300000,
      ratePercent: 1.2,
      source: 'bank',
      dueDate: null,
      bankPartnerId: null,
      banks: { inAnalysis: [], approved: [], chosen: null, preferred: null },
    };
    const version = await trpcHttp(http.baseUrl, 'commissions.update', 'mutation', update, { token });
    expect(version.status).toBe(400);
    expect(appErrorOf(version.json)).toMatchObject({ type: 'VALIDATION_ERROR', errors: [{ field: 'version', message: MSG.invalid }] });

    const [bank] = await master.caller.bankPartners.list({});
    const product = { ...productInput(bank.id, 'Taxa quase zero'), fee: 1e-7, minFee: 1e-8, maxFee: 1e-6 };
    const fee = await trpcHttp(http.baseUrl, 'products.create', 'mutation', product, { token });
    expect(fee.status).toBe(400);
    expect(appErrorOf(fee.json)).toMatchObject({ type: 'VALIDATION_ERROR', errors: expect.arrayContaining([{ field: 'fee', message: MSG.feeZero }]) });
  });
});

describe('a missing or mistyped field', () => {
  it('reads the catalogue’s words, never zod’s JavaScript type names', async () => {
    const res = await trpcHttp(http.baseUrl, 'vehicles.models', 'query', { typeVehicle: 1 });
    expect(res.status).toBe(400);
    expect(appErrorOf(res.json)).toEqual({ type: 'VALIDATION_ERROR', message: MSG.required, errors: [{ field: 'brandCode', message: MSG.required }] });
    const typed = await trpcHttp(http.baseUrl, 'vehicles.models', 'query', { brandCode: 59, typeVehicle: 1 });
    expect(appErrorOf(typed.json)).toMatchObject({ errors: [{ field: 'brandCode', message: MSG.invalid }] });
    expect(JSON.stringify(appErrorOf(typed.json))).not.toMatch(/undefined|recebeu/);
  });

  it('an id that is no UUID is "inválido" on its field, never zod’s "Formato do UUID inválido"', async () => {
    const token = admin.accessData.accessToken;
    for (const [path, type, input, field] of [
      ['deals.reviewDocument', 'mutation', { dealId: 'abc', documentId: crypto.randomUUID(), status: 'approved' }, 'dealId'],
      ['notifications.markRead', 'mutation', { ids: ['x'] }, 'ids.0'],
      ['simulation.detailed', 'query', { input: {}, productId: '123' }, 'productId'],
    ] as const) {
      const res = await trpcHttp(http.baseUrl, path, type, input, { token });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.text).not.toMatch(/UUID|Formato/);
      expect(appErrorOf(res.json)).toMatchObject({ errors: expect.arrayContaining([{ field, message: MSG.invalid }]) });
    }
  });
});

describe('a body nested thousands of levels deep', () => {
  it('answers 400 like the REST adapter, in tRPC queries and mutations, public or signed in — never an unlogged 500', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    // A query in the URL: as deep as fits in one (Node refuses longer headers with 431 by itself).
    const arrays = `{"json":{"a":${'['.repeat(2_000)}${']'.repeat(2_000)}}}`;
    const query = await trpcHttp(http.baseUrl, 'simulation.list', 'query', undefined, { token: admin.accessData.accessToken, raw: arrays });
    expect([query.status, query.text]).toEqual([400, expect.stringContaining('Requisição inválida')]);
    for (const depth of [5_000, 20_000]) {
      const raw = `{"json":${nested(depth)}}`;
      for (const [path, type, token] of [
        ['auth.login', 'mutation', undefined],
        ['commissions.cancel', 'mutation', admin.accessData.accessToken],
      ] as const) {
        const res = await trpcHttp(http.baseUrl, path, type, undefined, { token, raw });
        expect([path, depth, res.status]).toEqual([path, depth, 400]);
        expect(res.text).toContain('Requisição inválida');
      }
    }
    const rest = await fetch(`${http.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: nested(5_000) });
    expect(rest.status).toBe(400);
  });
});

describe('a text too short or too long', () => {
  it('is refused in the catalogue’s words, never zod’s ("Pequeno demais: esperava…")', async () => {
    const broker = await trpcHttp(http.baseUrl, 'publicSimulation.broker', 'query', { username: 'x'.repeat(200) });
    expect(broker.status).toBe(400);
    expect(broker.text).not.toMatch(/demais|esperava|>=|<=/);
    expect(appErrorOf(broker.json)).toMatchObject({ errors: [{ field: 'username', message: MSG.maxLength(80) }] });

    // A tracking token of the wrong length is no token, as one with a wrong character is.
    const tracking = await fetch(`${http.baseUrl}/api/v1/public/tracking/abc/data.json`);
    expect(tracking.status).toBe(400);
    const text = await tracking.text();
    expect(text).not.toMatch(/demais|esperava|>=|<=/);
    expect(text).toContain(MSG.invalid);
  });
});
