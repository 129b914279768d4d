/**
 * External security review (docs/security-evidence.md): billing state (trial, active) changes only through the billing
 * flow or a platform operator (docs/design/security.md). A company administrator in trial tries, over HTTP, to end or
 * move their own trial, directly or through a new or reactivated affiliate.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { SubsidiaryListItem } from '../../../shared/schemas/subsidiaries.ts';
import { brasiliaDay } from '../../../shared/subsidiary-billing.ts';
import { insertTestUser, type Tenant } from '../../test/fixtures.ts';
import { createTestEnv, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { trpcOverHttp } from '../../test/http-trpc.ts';

let env: TestEnv;
let http: HttpServer;
beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

/** A company whose head office is in a test period ending in 5 days, with its administrator signed in. */
async function trialCompany() {
  const db = env.deps.db;
  const suffix = randomUUID().slice(0, 8);
  const testEnd = new Date(Date.now() + 5 * 86_400_000);
  const company = await db
    .insertInto('companies')
    .values({ name: `Teste ${suffix}`, corporate_name: `Teste ${suffix} Ltda.`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const head = await db
    .insertInto('subsidiaries')
    .values({ company_id: company.id, corporate_name: `Teste ${suffix} Ltda.`, fantasy_name: `Teste ${suffix}`, document: null, status: 'test', test_end_at: testEnd })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenant = { companyId: company.id, name: `Teste ${suffix}`, subsidiaries: [{ id: head.id, fantasyName: `Teste ${suffix}` }] } as unknown as Tenant;
  const user = await insertTestUser(db, tenant, { role: 'administrator' });
  const admin = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
  return { companyId: company.id, headId: head.id, testEnd, tenant, token: admin.accessData.accessToken };
}

const call = (token: string, path: string, input: unknown) => trpcOverHttp<{ subsidiary: SubsidiaryListItem }>(http.baseUrl, token, `accounts.subsidiaries.${path}`, input);
const billing = (id: string) => env.deps.db.selectFrom('subsidiaries').select(['status', 'test_end_at']).where('id', '=', id).executeTakeFirstOrThrow();
const forbidden = (message: string) => ({ status: 403, error: { type: 'FORBIDDEN_ERROR', message } });

describe('an administrator in trial', () => {
  it('an administrator cannot end their own trial', async () => {
    const c = await trialCompany();
    expect(await call(c.token, 'changeStatus', { id: c.headId, status: 'active' })).toEqual(forbidden(CALL_MESSAGES.trialEndsOnlyBySubscription));
    expect(await billing(c.headId)).toEqual({ status: 'test', test_end_at: c.testEnd });
  });

  it('an administrator cannot extend their own trial to 2099', async () => {
    const c = await trialCompany();
    expect(await call(c.token, 'changeStatus', { id: c.headId, status: 'test', testEndAt: '2099-12-31' })).toEqual(forbidden(CALL_MESSAGES.trialEndFixed));
    expect(await billing(c.headId)).toEqual({ status: 'test', test_end_at: c.testEnd });
  });

  it('an administrator cannot open an active affiliate, nor one in a longer trial, while the company is in trial', async () => {
    const c = await trialCompany();
    expect(await call(c.token, 'create', { fantasyName: 'Filial Ativa', status: 'active' })).toEqual(forbidden(CALL_MESSAGES.trialEndsOnlyBySubscription));
    expect(await call(c.token, 'create', { fantasyName: 'Filial 2099', status: 'test', testEndAt: '2099-12-31' })).toEqual(forbidden(CALL_MESSAGES.trialEndFixed));
    const rows = await env.deps.db.selectFrom('subsidiaries').select('id').where('company_id', '=', c.companyId).execute();
    expect(rows).toHaveLength(1);

    // What the screen offers: the same trial, to the second.
    const same = await call(c.token, 'create', { fantasyName: 'Filial Irmã', status: 'test', testEndAt: brasiliaDay(c.testEnd) });
    expect(same.status).toBe(200);
    expect(await billing(same.data!.subsidiary.id)).toEqual({ status: 'test', test_end_at: c.testEnd });
  });

  it('an administrator cannot skip the trial by deactivating and reactivating an affiliate', async () => {
    const c = await trialCompany();
    const created = await call(c.token, 'create', { fantasyName: 'Filial Vai e Volta', status: 'test', testEndAt: brasiliaDay(c.testEnd) });
    const id = created.data!.subsidiary.id;
    expect((await call(c.token, 'changeStatus', { id, status: 'inactive' })).status).toBe(200);
    expect(await billing(id)).toEqual({ status: 'inactive', test_end_at: c.testEnd });
    expect(await call(c.token, 'changeStatus', { id, status: 'active' })).toEqual(forbidden(CALL_MESSAGES.trialEndsOnlyBySubscription));
    expect(await call(c.token, 'changeStatus', { id, status: 'test', testEndAt: '2099-12-31' })).toEqual(forbidden(CALL_MESSAGES.trialEndFixed));
    // Reactivating into the same trial is theirs to do.
    expect((await call(c.token, 'changeStatus', { id, status: 'test', testEndAt: brasiliaDay(c.testEnd) })).status).toBe(200);
    expect(await billing(id)).toEqual({ status: 'test', test_end_at: c.testEnd });
  });

  it('a platform operator ends or extends a trial', async () => {
    const c = await trialCompany();
    const user = await insertTestUser(env.deps.db, c.tenant, { role: 'administrator' });
    await env.deps.db.updateTable('users').set({ platform_operator: true }).where('id', '=', user.id).execute();
    const operator = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    const token = operator.accessData.accessToken;
    expect(operator.profile.platformOperator).toBe(true);

    expect((await call(token, 'changeStatus', { id: c.headId, status: 'test', testEndAt: '2099-12-31' })).status).toBe(200);
    expect((await billing(c.headId)).test_end_at?.toISOString()).toBe('2100-01-01T02:59:59.000Z');
    expect((await call(token, 'changeStatus', { id: c.headId, status: 'active' })).status).toBe(200);
    expect(await billing(c.headId)).toEqual({ status: 'active', test_end_at: null });
  });
});

describe('an administrator of an active company', () => {
  it('cannot put an affiliate in trial, and still deactivates and reactivates it', async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
    const token = admin.accessData.accessToken;
    expect(admin.profile.platformOperator).toBe(false);
    expect(await call(token, 'create', { fantasyName: 'Demo Em Teste', status: 'test', testEndAt: '2099-06-30' })).toEqual(forbidden(CALL_MESSAGES.trialStartsOnlyByPlatform));
    const created = await call(token, 'create', { fantasyName: 'Demo Crédito Bauru', status: 'active' });
    const id = created.data!.subsidiary.id;
    expect(await call(token, 'changeStatus', { id, status: 'test', testEndAt: '2099-06-30' })).toEqual(forbidden(CALL_MESSAGES.trialStartsOnlyByPlatform));
    expect((await call(token, 'changeStatus', { id, status: 'inactive' })).status).toBe(200);
    expect((await call(token, 'changeStatus', { id, status: 'active' })).status).toBe(200);
    expect(await billing(id)).toEqual({ status: 'active', test_end_at: null });
  });
});
