/**
 * Index projections through tRPC and HTTP: who may read and set them, and that the projection in force
 * decides the ranking of indexed products (a TR product against an IPCA one for the same Financing case).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIndexProjectionInput } from '../../../shared/schemas/index-projections.ts';
import type { SimulationResult, TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { createTestEnv, errorFields, expectAppError, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let master: Session;
let admin: Session;
let operator: Session;
let otherAdmin: Session;
let http: HttpServer;

const today = new Date().toISOString().slice(0, 10);
const financing: TSimulationRequest = {
  type: 'Financing',
  customer: { name: 'Paulo Prado', document: '529.982.247-25', birthDate: '1985-06-15', income: 30000 },
  assetValue: 500000,
  assetType: 'apartamento',
  operationValue: 300000,
  deadline: 360,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
};
const CAIXA = 'Habitacional SBPE SAC';
const INTER = 'Financiamento Imobiliário IPCA';
const position = (r: SimulationResult, name: string) => r.eligible.findIndex((o) => o.productName === name);

async function trpcPost(path: string, token: string, input: unknown) {
  const res = await fetch(`${http.baseUrl}/trpc/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) });
  return { status: res.status, body: (await res.json()) as { result?: { data: { json: unknown } }; error?: { json: { message: string } } } };
}

beforeAll(async () => {
  env = await createTestEnv();
  [master, admin, operator, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.master.email, env.demo.password),
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('index projections', () => {
  it('everyone who sees the catalogue sees the platform defaults in force, with their source', async () => {
    const list = await operator.caller.products.projections();
    const inForce = list.filter((p) => p.inForce);
    expect(inForce.map((p) => p.indexer).sort()).toEqual(['CDI', 'IPCA', 'TR']);
    expect(inForce.every((p) => p.global && p.source.length > 10 && !p.editable)).toBe(true);
    expect(inForce.find((p) => p.indexer === 'IPCA')).toMatchObject({ annualProjection: 0.042, source: expect.stringContaining('Focus') });
  });

  it('ranks a TR product and an IPCA product by projected CET, and each indexed offer names its projection', async () => {
    const r = await operator.caller.simulation.run(financing);
    const cets = r.eligible.map((o) => o.cetMonthly);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    const caixa = r.eligible[position(r, CAIXA)];
    const inter = r.eligible[position(r, INTER)];
    // TR + 11,19 % with TR at 1,80 % beats IPCA + 9 % with IPCA at 4,20 % (the old ranking took IPCA as zero).
    expect(position(r, CAIXA)).toBeLessThan(position(r, INTER));
    expect(inter).toMatchObject({ postFixed: true, projection: { indexer: 'IPCA', annualProjection: 0.042, note: 'CET projetado com IPCA de 4,20 % a.a.' } });
    expect(caixa.projection).toMatchObject({ indexer: 'TR', annualProjection: 0.018, validFrom: '2026-11-01' });
    expect(inter.cetAnnual).toBeGreaterThan(0.09 + 0.042);
    expect(inter.notes?.[0]).toBe('Pós-fixado: as parcelas e o saldo acompanham o IPCA; CET projetado com IPCA de 4,20 % a.a.');
    // Residential financing for an individual: no IOF; the cash at signing has the down payment and estimates.
    expect(caixa.iof).toBe(0);
    expect(caixa.cashAtSigning).toMatchObject({ downPayment: 200000, itbi: 15000, registry: 5000 });
  });

  it('over HTTP: an operator may not set a projection; an administrator sets the company’s own, not the platform’s', async () => {
    const input: TIndexProjectionInput = { indexer: 'IPCA', annualProjection: 0.01, source: 'Cenário otimista da empresa', validFrom: today };
    const denied = await trpcPost('products.setProjection', operator.accessData.accessToken, input);
    expect(denied.status).toBe(403);
    const global = await trpcPost('products.setProjection', admin.accessData.accessToken, { ...input, global: true });
    expect(global.status).toBe(403);
    expect(global.body.error?.json.message).toBe('Somente o master altera as projeções padrão da plataforma');
    const ok = await trpcPost('products.setProjection', admin.accessData.accessToken, input);
    expect(ok.status).toBe(200);
    expect(ok.body.result?.data.json).toMatchObject({ message: 'Projeção salva com sucesso!' });
  });

  it('the company’s projection changes its ranking at once, and only its own', async () => {
    const mine = await operator.caller.simulation.run(financing);
    // IPCA at 1 %: 1,09 × 1,01 − 1 = 10,09 % a.a. against the TR product's 13,19 %.
    expect(position(mine, INTER)).toBeLessThan(position(mine, CAIXA));
    expect(mine.eligible[position(mine, INTER)].projection).toMatchObject({ annualProjection: 0.01, source: 'Cenário otimista da empresa', validFrom: today });
    const list = await operator.caller.products.projections();
    expect(list.find((p) => p.inForce && p.indexer === 'IPCA')).toMatchObject({ global: false, annualProjection: 0.01 });

    const theirs = await otherAdmin.caller.simulation.run(financing);
    expect(position(theirs, CAIXA)).toBeLessThan(position(theirs, INTER));
    expect(theirs.eligible[position(theirs, INTER)].projection?.annualProjection).toBe(0.042);
  });

  it('the master sets a platform default; a company with its own projection keeps it', async () => {
    await master.caller.products.setProjection({ indexer: 'IPCA', annualProjection: 0.1, source: 'Teste de estresse', validFrom: today, global: true });
    const theirs = await otherAdmin.caller.simulation.run(financing);
    expect(position(theirs, CAIXA)).toBeLessThan(position(theirs, INTER));
    expect(theirs.eligible[position(theirs, INTER)].projection).toMatchObject({ annualProjection: 0.1, source: 'Teste de estresse' });
    const mine = await admin.caller.simulation.run(financing);
    expect(mine.eligible[position(mine, INTER)].projection?.annualProjection).toBe(0.01);
    await expectAppError(operator.caller.products.setProjection({ indexer: 'TR', annualProjection: 0.02, source: 'x', validFrom: today }), 'FORBIDDEN_ERROR');
  });

  it('refuses a projection out of range or with a bad date, naming the field; another company never sees a company’s rows', async () => {
    const bad = await expectAppError(admin.caller.products.setProjection({ indexer: 'CDI', annualProjection: 1.5, source: 'Erro de digitação', validFrom: '2026-02-30' }), 'VALIDATION_ERROR');
    expect(errorFields(bad).sort()).toEqual(['annualProjection', 'validFrom']);
    const theirs = await otherAdmin.caller.products.projections();
    expect(theirs.some((p) => p.source === 'Cenário otimista da empresa')).toBe(false);
    expect(theirs.filter((p) => !p.global)).toEqual([]);
  });
});
