import { randomUUID } from 'node:crypto';
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
