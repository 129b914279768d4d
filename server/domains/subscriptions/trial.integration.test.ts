import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser, type Tenant } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, expectAppError, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { PAYER, tokenFor } from '../../test/subscription-test-kit.ts';

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

/** A company whose only affiliate is in a test period that ended yesterday, with an administrator and a broker. */
async function expiredTrialCompany() {
  const db = env.deps.db;
  const suffix = randomUUID().slice(0, 8);
  const company = await db
    .insertInto('companies')
    .values({ name: `Teste ${suffix}`, corporate_name: `Teste ${suffix} Ltda.`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subsidiary = await db
    .insertInto('subsidiaries')
    .values({ company_id: company.id, corporate_name: `Teste ${suffix} Ltda.`, fantasy_name: `Teste ${suffix}`, document: null, status: 'test', test_end_at: new Date(Date.now() - 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenant = { companyId: company.id, name: `Teste ${suffix}`, subsidiaries: [{ id: subsidiary.id, fantasyName: `Teste ${suffix}` }] } as unknown as Tenant;
  const [admin, broker] = [await insertTestUser(db, tenant, { role: 'administrator' }), await insertTestUser(db, tenant, { role: 'operator' })];
  return { companyId: company.id, subsidiaryId: subsidiary.id, admin, broker };
}

describe('the end of a test period', () => {
  it('only who may subscribe still signs in; paying ends the test and everyone signs in again', async () => {
    const c = await expiredTrialCompany();
    const login = (u: { email: string; password: string }) => callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: u.email, password: u.password });

    await expectAppError(login(c.broker), 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR');
    const admin = await signIn(env.deps, c.admin.email, c.admin.password, { ip: randomIp() });
    expect(admin.profile.trialEndsAt!.getTime()).toBeLessThan(Date.now());

    await admin.caller.subscriptions.subscribe({ plan: 'mensal', coupon: undefined, instalments: 1, person: PAYER, cardToken: await tokenFor(http, admin) });
    const sub = await env.deps.db.selectFrom('subsidiaries').select(['status', 'test_end_at']).where('id', '=', c.subsidiaryId).executeTakeFirstOrThrow();
    expect(sub).toEqual({ status: 'active', test_end_at: null });
    const back = await login(c.broker);
    expect(back.user.trialEndsAt).toBeNull();
  });

  it('an affiliate deactivated by its company stays closed to everyone', async () => {
    const c = await expiredTrialCompany();
    await env.deps.db.updateTable('subsidiaries').set({ status: 'inactive' }).where('id', '=', c.subsidiaryId).execute();
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: c.admin.email, password: c.admin.password }), 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR');
  });
});

/** Over HTTP, as a browser or an outside system calls it: status, error type and message. */
async function post(path: string, body: unknown): Promise<{ status: number; body: { type?: string; message?: string; refreshToken?: string } }> {
  const res = await fetch(`${http.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', 'X-Forwarded-For': randomIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('the end of the paid access', () => {
  /** A company that subscribed and whose subscription then ended (cancelled, and its paid period now over). */
  async function lapsedCompany() {
    const c = await expiredTrialCompany();
    const admin = await signIn(env.deps, c.admin.email, c.admin.password, { ip: randomIp() });
    await admin.caller.subscriptions.subscribe({ plan: 'mensal', coupon: undefined, instalments: 1, person: PAYER, cardToken: await tokenFor(http, admin) });
    // The broker is working when the access ends.
    const broker = await post('/auth/login', { email: c.broker.email, password: c.broker.password });
    expect(broker.status).toBe(200);
    await admin.caller.subscriptions.cancel();
    // The paid period is over: moved with the database's clock, as time would move it.
    await env.deps.db
      .updateTable('subscriptions')
      .set({ current_period_start: sql<Date>`now() - interval '1 month 1 day'`, current_period_end: sql<Date>`now() - interval '1 day'` })
      .where('company_id', '=', c.companyId)
      .execute();
    const ended = await env.deps.db.selectFrom('subscriptions').select('current_period_end').where('company_id', '=', c.companyId).executeTakeFirstOrThrow();
    return { ...c, brokerRefresh: (broker.body as unknown as { accessData: { refreshToken: string } }).accessData.refreshToken, endedAt: ended.current_period_end };
  }

  it('closes the company to everyone but who may subscribe, at login and at the next refresh; subscribing opens it again', async () => {
    const c = await lapsedCompany();
    const refused = await post('/auth/login', { email: c.broker.email, password: c.broker.password });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({ type: 'SUBSCRIPTION_NOT_FOUND_ERROR', message: 'A assinatura da empresa terminou. Peça ao administrador da empresa para assinar um plano.' }),
    });
    // The session opened before the end does not go on by refreshing.
    const refresh = await post('/auth/refreshToken', { refreshToken: c.brokerRefresh });
    expect({ status: refresh.status, type: refresh.body.type }).toEqual({ status: 403, type: 'SUBSCRIPTION_NOT_FOUND_ERROR' });
    expect((await post('/auth/refreshToken', { refreshToken: c.brokerRefresh })).status).toBe(401);

    // Who may subscribe signs in, is told when the access ended, and subscribes again.
    const admin = await signIn(env.deps, c.admin.email, c.admin.password, { ip: randomIp() });
    expect(admin.profile.subscriptionEndedAt).toEqual(c.endedAt);
    expect(admin.profile.trialEndsAt).toBeNull();
    await admin.caller.subscriptions.subscribe({ plan: 'mensal', coupon: undefined, instalments: 1, person: PAYER, cardToken: await tokenFor(http, admin) });
    const back = await post('/auth/login', { email: c.broker.email, password: c.broker.password });
    expect(back.status).toBe(200);
    expect((back.body as unknown as { user: { subscriptionEndedAt: string | null } }).user.subscriptionEndedAt).toBeNull();
  });

  it('an affiliate the platform staff put back in test works until that test ends', async () => {
    const c = await lapsedCompany();
    await env.deps.db
      .updateTable('subsidiaries')
      .set({ status: 'test', test_end_at: new Date(Date.now() + 7 * 86_400_000) })
      .where('id', '=', c.subsidiaryId)
      .execute();
    expect((await post('/auth/login', { email: c.broker.email, password: c.broker.password })).status).toBe(200);
  });

  it('a company that never subscribed and is not in test (set up by the platform staff) keeps working', async () => {
    const c = await expiredTrialCompany();
    await env.deps.db.updateTable('subsidiaries').set({ status: 'active', test_end_at: null }).where('id', '=', c.subsidiaryId).execute();
    const broker = await signIn(env.deps, c.broker.email, c.broker.password, { ip: randomIp() });
    expect(broker.profile.subscriptionEndedAt).toBeNull();
  });
});

describe('a test period that ends during a session', () => {
  it('the next refresh ends the session of who may not subscribe, saying why', async () => {
    const c = await expiredTrialCompany();
    await env.deps.db
      .updateTable('subsidiaries')
      .set({ test_end_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', c.subsidiaryId)
      .execute();
    const broker = await post('/auth/login', { email: c.broker.email, password: c.broker.password });
    expect(broker.status).toBe(200);
    await env.deps.db
      .updateTable('subsidiaries')
      .set({ test_end_at: new Date(Date.now() - 60_000) })
      .where('id', '=', c.subsidiaryId)
      .execute();
    const refresh = await post('/auth/refreshToken', { refreshToken: (broker.body as unknown as { accessData: { refreshToken: string } }).accessData.refreshToken });
    expect(refresh).toEqual({
      status: 403,
      body: expect.objectContaining({ type: 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR', message: 'O período de teste da empresa terminou. Peça ao administrador da empresa para assinar um plano.' }),
    });
  });
});
