/**
 * An access token stops working the instant the company's access ends, not at its own expiry (ACCESS_TOKEN_TTL_SECONDS):
 * a request with it is refused as an expired token is (401), so the browser refreshes, and the refresh says why
 * (subscriptions/account-access.ts). Who may subscribe keeps working, as at login, to subscribe. Over HTTP, with the
 * instance's read caches on as in production: the end comes with the passing of time, which no database change
 * announces, so the session a cache holds must not outlive it either.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReadCaches, readCaches } from '../../lib/read-cache.ts';
import { type InsertedUser, insertTestUser, type Tenant } from '../../test/fixtures.ts';
import { trpcHttp } from '../../test/fuzz/http.ts';
import { createTestEnv, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { PAYER, tokenFor } from '../../test/subscription-test-kit.ts';

let env: TestEnv;
let http: HttpServer;
let caches: ReadCaches;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  caches = readCaches(env.deps)!;
  expect(caches, 'READ_CACHES is on in the HTTP app').toBeDefined();
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface HttpSession {
  accessToken: string;
  refreshToken: string;
}

/** Signs in over HTTP, as the browser does. */
async function login(user: InsertedUser): Promise<HttpSession> {
  const answer = await trpcHttp(http.baseUrl, 'auth.login', 'mutation', { email: user.email, password: user.password }, { ip: randomIp() });
  expect(answer.status, answer.text).toBe(200);
  const { accessData } = superjson.deserialize<{ accessData: { accessToken: string; refreshToken: string } }>((answer.json as { result: { data: never } }).result.data);
  return { accessToken: accessData.accessToken, refreshToken: accessData.refreshToken };
}

/** A protected procedure called with the access token: its HTTP status. */
async function me(s: HttpSession): Promise<number> {
  return (await trpcHttp(http.baseUrl, 'auth.me', 'query', undefined, { token: s.accessToken })).status;
}

/** The refresh over HTTP: status, and the error's type and message when refused. */
async function refresh(s: HttpSession): Promise<{ status: number; type?: string; message?: string }> {
  const answer = await trpcHttp(http.baseUrl, 'auth.refresh', 'mutation', { refreshToken: s.refreshToken }, { ip: randomIp() });
  const error = (answer.json as { error?: { json: { data: { appError: { type: string; message: string } } } } }).error;
  return error ? { status: answer.status, type: error.json.data.appError.type, message: error.json.data.appError.message } : { status: answer.status };
}

const sessionKey = (s: HttpSession) => {
  const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
  return `${claims.sub} ${claims.sid}`;
};

/** Two authenticated requests answered; then the session is held by the instance's cache (polled: listening starts in the background). */
async function expectCached(s: HttpSession): Promise<void> {
  await expect
    .poll(
      async () => {
        expect(await me(s)).toBe(200);
        return caches.auth.get(sessionKey(s)) !== undefined;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);
}

/** A company with one affiliate in its test period until `testEndAt`, its administrator (may subscribe) and a broker. */
async function trialCompany(testEndAt: Date) {
  const db = env.deps.db;
  const suffix = randomUUID().slice(0, 8);
  const company = await db
    .insertInto('companies')
    .values({ name: `Acesso ${suffix}`, corporate_name: `Acesso ${suffix} Ltda.`, document: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subsidiary = await db
    .insertInto('subsidiaries')
    .values({ company_id: company.id, corporate_name: `Acesso ${suffix} Ltda.`, fantasy_name: `Acesso ${suffix}`, document: null, status: 'test', test_end_at: testEndAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenant = { companyId: company.id, name: `Acesso ${suffix}`, subsidiaries: [{ id: subsidiary.id, fantasyName: `Acesso ${suffix}` }] } as unknown as Tenant;
  const admin = await insertTestUser(db, tenant, { role: 'administrator' });
  const broker = await insertTestUser(db, tenant, { role: 'operator' });
  return { companyId: company.id, subsidiaryId: subsidiary.id, admin, broker };
}

const setTestEnd = (subsidiaryId: string, at: Date) => env.deps.db.updateTable('subsidiaries').set({ test_end_at: at }).where('id', '=', subsidiaryId).execute();

/** How far ahead an end is put so the sessions are signed in and cached before it (the machine may be busy). */
const AHEAD_MS = 5000;

const TRIAL_OVER = { status: 403, type: 'SUBSIDIARY_IS_NOT_ACTIVE_ERROR', message: 'O período de teste da empresa terminou. Peça ao administrador da empresa para assinar um plano.' };
const SUBSCRIPTION_ENDED = { status: 403, type: 'SUBSCRIPTION_NOT_FOUND_ERROR', message: 'A assinatura da empresa terminou. Peça ao administrador da empresa para assinar um plano.' };

describe('the end of a test period during a session', () => {
  it('when it comes with the passing of time, the same access token is refused from then on, even from the cache; the refresh says why; the administrator goes on', async () => {
    const c = await trialCompany(new Date(Date.now() + 60 * 60_000));
    const [broker, admin] = [await login(c.broker), await login(c.admin)];
    const end = new Date(Date.now() + AHEAD_MS);
    await setTestEnd(c.subsidiaryId, end);
    await expectCached(broker);
    await expectCached(admin);
    expect(Date.now(), 'signed in and cached before the end').toBeLessThan(end.getTime());

    await sleep(end.getTime() - Date.now() + 50);
    // No database change since the sessions were cached: only time passed.
    expect(caches.auth.get(sessionKey(broker))).toBeDefined();
    expect(await me(broker)).toBe(401);
    expect(await refresh(broker)).toEqual(TRIAL_OVER);
    expect(await me(admin)).toBe(200);
    const renewed = await refresh(admin);
    expect(renewed.status).toBe(200);
  });

  it('when it is moved into the past (by the platform staff, or another instance), the cached session is refused at once', async () => {
    const c = await trialCompany(new Date(Date.now() + 60 * 60_000));
    const [broker, admin] = [await login(c.broker), await login(c.admin)];
    await expectCached(broker);
    await expectCached(admin);

    await setTestEnd(c.subsidiaryId, new Date(Date.now() - 60_000));
    // On PostgreSQL the database's notification arrives over the LISTEN connection, a moment after the commit.
    await expect.poll(() => me(broker), { timeout: 5000, interval: 20 }).toBe(401);
    expect(await refresh(broker)).toEqual(TRIAL_OVER);
    expect(await me(admin)).toBe(200);
  });
});

describe('the end of the paid access during a session', () => {
  /** A company that subscribed (and, if `cancel`, cancelled: its paid period then runs until it ends, and the access is over). */
  async function subscribedCompany(cancel: boolean) {
    const c = await trialCompany(new Date(Date.now() + 60 * 60_000));
    const adminSession = await signIn(env.deps, c.admin.email, c.admin.password, { ip: randomIp() });
    await adminSession.caller.subscriptions.subscribe({ plan: 'mensal', coupon: undefined, instalments: 1, person: PAYER, cardToken: await tokenFor(http, adminSession) });
    if (cancel) await adminSession.caller.subscriptions.cancel();
    return c;
  }
  /** Moves the cancelled subscription's paid period to end at `at`, with the database's clock as the rest of the period. */
  const setPeriodEnd = (companyId: string, at: Date) =>
    env.deps.db.updateTable('subscriptions').set({ current_period_start: sql<Date>`now() - interval '1 month'`, current_period_end: at }).where('company_id', '=', companyId).execute();

  it('when the period runs out, the same access token is refused from then on, even from the cache; the refresh says why; the administrator goes on', async () => {
    const c = await subscribedCompany(true);
    const [broker, admin] = [await login(c.broker), await login(c.admin)];
    const end = new Date(Date.now() + AHEAD_MS);
    await setPeriodEnd(c.companyId, end);
    await expectCached(broker);
    await expectCached(admin);
    expect(Date.now(), 'signed in and cached before the end').toBeLessThan(end.getTime());

    await sleep(end.getTime() - Date.now() + 50);
    expect(caches.auth.get(sessionKey(broker))).toBeDefined();
    expect(await me(broker)).toBe(401);
    expect(await refresh(broker)).toEqual(SUBSCRIPTION_ENDED);
    expect(await me(admin)).toBe(200);
    expect((await refresh(admin)).status).toBe(200);
  });

  it('when the subscription ends in the database (its last renewal refused, by another instance), the cached session is refused at once', async () => {
    const c = await subscribedCompany(false);
    const [broker, admin] = [await login(c.broker), await login(c.admin)];
    await expectCached(broker);
    await expectCached(admin);

    // What the renewal sweep leaves at the last refusal (renewal.service.ts): the period unpaid, the subscription over.
    await env.deps.db
      .updateTable('subscriptions')
      .set({ status: 'expired', renewal_due_at: null, current_period_start: sql<Date>`now() - interval '1 month 1 day'`, current_period_end: sql<Date>`now() - interval '1 day'` })
      .where('company_id', '=', c.companyId)
      .execute();
    await expect.poll(() => me(broker), { timeout: 5000, interval: 20 }).toBe(401);
    expect(await refresh(broker)).toEqual(SUBSCRIPTION_ENDED);
    expect(await me(admin)).toBe(200);
  });
});
