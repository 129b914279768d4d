/**
 * The in-process read caches (lib/read-cache.ts) never outlive a change: every place that changes what a request's
 * authentication or the deals list reads is followed, on the very next request, by the new answer. Each test first
 * proves the answer is being served from the cache, then changes it:
 * - through this instance (tRPC mutations, REST): refused / changed at once (read-your-writes);
 * - straight in the database, as another app instance would: the database's notification drops the entry (polled,
 *   since on PostgreSQL it arrives over the LISTEN connection, a moment after the commit).
 */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../db/seed.ts';
import { type ReadCaches, readCaches } from '../../lib/read-cache.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import type { JsonBody } from '../../test/http-trpc.ts';
import { dealInput } from '../../test/tenancy.ts';
import { revokeSubsidiarySessions } from '../companies/subsidiaries.repository.ts';

let env: TestEnv;
let http: HttpServer;
let caches: ReadCaches;
let admin: Session;

beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
  http = await startHttp(env.deps);
  caches = readCaches(env.deps)!;
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
  // Listening starts in the background with the app.
  for (let i = 0; i < 200 && !(await cachedAfterTwoReads(admin)); i++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const sessionKey = (s: Session) => {
  const claims = JSON.parse(Buffer.from(s.accessData.accessToken.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
  return `${claims.sub} ${claims.sid}`;
};

async function trpcGet(path: string, token: string, input?: unknown): Promise<{ status: number; body: JsonBody }> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const res = await fetch(`${http.baseUrl}/trpc/${path}${query}`, { headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { result?: { data: unknown }; error?: unknown };
  return { status: res.status, body: json.result ? superjson.deserialize(json.result.data as never) : json.error };
}

const me = (s: Session) => trpcGet('auth.me', s.accessData.accessToken);

/** Two requests; true when the session is then held by the cache (so the next request would not read the database). */
async function cachedAfterTwoReads(s: Session): Promise<boolean> {
  await me(s);
  await me(s);
  return caches.auth.get(sessionKey(s)) !== undefined;
}

async function newSession(opts: Parameters<typeof insertTestUser>[2] = {}): Promise<Session & { userId: string }> {
  const user = await insertTestUser(env.deps.db, env.demo, opts);
  const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
  expect(await cachedAfterTwoReads(session)).toBe(true);
  return { ...session, userId: user.id };
}

describe('authentication cache: changes made through this instance show on the next request', () => {
  it('logout', async () => {
    const s = await newSession();
    await s.caller.auth.logout();
    expect((await me(s)).status).toBe(401);
  });

  it('deactivation (REST DELETE /api/v1/user/{id})', async () => {
    const s = await newSession();
    const res = await fetch(`${http.baseUrl}/api/v1/user/${s.userId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.accessData.accessToken}`, 'Accept-Language': 'pt-BR' } });
    expect(res.status).toBe(200);
    expect((await me(s)).status).toBe(401);
  });

  it('password change through the e-mailed link', async () => {
    const s = await newSession();
    await callerFor(env.deps, null, { ip: randomIp() }).auth.forgotPassword({ email: s.profile.email });
    const mail = await env.mailbox.waitFor(s.profile.email, (m) => m.text.includes('/change-password/'));
    const token = /\/change-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await callerFor(env.deps, null, { ip: randomIp() }).auth.changePassword({ token, password: 'Nova@Senha#2026x', passwordConfirmation: 'Nova@Senha#2026x' });
    expect((await me(s)).status).toBe(401);
  });

  it('role change: the new permissions apply at once', async () => {
    const s = await newSession({ role: 'operator' });
    expect((await trpcGet('users.list', s.accessData.accessToken, {})).status).toBe(403);
    expect(await cachedAfterTwoReads(s)).toBe(true);
    await admin.caller.users.changeRole({ userId: s.userId, roleId: env.roleIds.administrator });
    expect((await trpcGet('users.list', s.accessData.accessToken, {})).status).toBe(200);
  });

  it('subsidiary change', async () => {
    const s = await newSession({ role: 'accountManager', subsidiary: 0 });
    const target = env.demo.subsidiaries[1].id;
    await s.caller.users.changeSubsidiary({ id: target });
    const after = await me(s);
    expect(after.status).toBe(200);
    expect(after.body.subsidiaryId ?? after.body.subsidiary?.id).toBe(target);
  });

  it('policy acceptance', async () => {
    const s = await newSession({ policiesAccepted: false });
    expect((await trpcGet('deals.list', s.accessData.accessToken, { page: 1, size: 20, owner: 'mine' })).status).toBe(403);
    expect(await cachedAfterTwoReads(s)).toBe(true);
    await s.caller.auth.acceptPolicies({ acceptPrivacyPolicy: true, acceptTermsOfUse: true });
    expect((await trpcGet('deals.list', s.accessData.accessToken, { page: 1, size: 20, owner: 'mine' })).status).toBe(200);
  });
});

describe('authentication cache: changes made by another instance (straight in the database) arrive by notification', () => {
  it('deactivation', async () => {
    const s = await newSession();
    await env.deps.db.updateTable('users').set({ active: false }).where('id', '=', s.userId).execute();
    await expect.poll(async () => (await me(s)).status, { timeout: 5000, interval: 20 }).toBe(401);
  });

  it('affiliate deactivation ending its users’ sessions', async () => {
    const s = await newSession({ subsidiary: 1 });
    expect(await revokeSubsidiarySessions(env.deps.db, env.demo.subsidiaries[1].id)).toBeGreaterThan(0);
    await expect.poll(async () => (await me(s)).status, { timeout: 5000, interval: 20 }).toBe(401);
  });

  it('a permission taken from a role', async () => {
    const s = await newSession({ role: 'subsidiaryManager' });
    expect((await trpcGet('users.list', s.accessData.accessToken, {})).status).toBe(200);
    expect(await cachedAfterTwoReads(s)).toBe(true);
    const role = env.roleIds.subsidiaryManager;
    const taken = await env.deps.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', role)
      .where('permission_id', 'in', (eb) => eb.selectFrom('permissions').select('id').where('module', '=', 'user').where('action', '=', 'view'))
      .returningAll()
      .execute();
    try {
      await expect.poll(async () => (await trpcGet('users.list', s.accessData.accessToken, {})).status, { timeout: 5000, interval: 20 }).toBe(403);
    } finally {
      await env.deps.db.insertInto('role_permissions').values(taken).execute();
    }
  });

  it('a subsidiary change drops the cached session', async () => {
    const s = await newSession({ subsidiary: 0 });
    await env.deps.db.updateTable('users').set({ subsidiary_id: env.demo.subsidiaries[1].id }).where('id', '=', s.userId).execute();
    await expect.poll(async () => caches.auth.get(sessionKey(s)), { timeout: 5000, interval: 20 }).toBeUndefined();
  });
});

describe('profile cache (auth.me)', () => {
  it('a change through this instance shows at once; one made elsewhere arrives by notification', async () => {
    const s = await newSession();
    const before = await me(s);
    expect(before.body.colorScheme).not.toBe('dark');
    await me(s);
    expect(caches.profiles.get(s.userId)).toBeDefined();
    await s.caller.accounts.identity.setColorScheme({ colorScheme: 'dark' });
    expect((await me(s)).body.colorScheme).toBe('dark');

    await me(s);
    expect(caches.profiles.get(s.userId)).toBeDefined();
    await env.deps.db.updateTable('users').set({ name: 'Nome Trocado Noutra Instância' }).where('id', '=', s.userId).execute();
    await expect.poll(async () => (await me(s)).body.name, { timeout: 5000, interval: 20 }).toBe('Nome Trocado Noutra Instância');

    await me(s);
    const subsidiary = env.demo.subsidiaries[0].id;
    const old = await env.deps.db.selectFrom('subsidiaries').select('fantasy_name').where('id', '=', subsidiary).executeTakeFirstOrThrow();
    await env.deps.db.updateTable('subsidiaries').set({ fantasy_name: 'Filial Renomeada' }).where('id', '=', subsidiary).execute();
    try {
      await expect.poll(async () => (await me(s)).body.subsidiary.fantasyName, { timeout: 5000, interval: 20 }).toBe('Filial Renomeada');
    } finally {
      await env.deps.db.updateTable('subsidiaries').set({ fantasy_name: old.fantasy_name }).where('id', '=', subsidiary).execute();
    }
  });
});

describe('deals list cache', () => {
  const list = (input: Record<string, unknown>) => trpcGet('deals.list', admin.accessData.accessToken, { page: 1, size: 20, owner: 'all', ...input });

  it('a deal created, renamed elsewhere, and moved elsewhere shows on the next read', async () => {
    const all = await list({});
    const search = await list({ search: 'Quitéria Cachê' });
    expect(search.body.total).toBe(0);
    await list({});
    expect(caches.dealPages.size).toBeGreaterThan(0);

    // Through this instance: at once.
    const created = await admin.caller.deals.create(dealInput('Quitéria Cachê', cpfFromBase('318227194')));
    expect((await list({})).body.total).toBe(all.body.total + 1);
    expect((await list({})).body.items[0].id).toBe(created.id);
    expect((await list({ search: 'Quitéria Cachê' })).body.total).toBe(1);

    // Another instance renames the proponent on the deal: the search no longer finds her.
    await list({ search: 'Quitéria Cachê' });
    await env.deps.db.updateTable('deal_associates').set({ name: 'Quitéria Renomeada' }).where('name', '=', 'Quitéria Cachê').execute();
    await expect.poll(async () => (await list({ search: 'Quitéria Cachê' })).body.total, { timeout: 5000, interval: 20 }).toBe(0);

    // Another instance renames the owner: the rows show the new name.
    await list({});
    await env.deps.db.updateTable('users').set({ name: 'Administradora Renomeada' }).where('id', '=', admin.user.id).execute();
    await expect.poll(async () => (await list({})).body.items[0].ownerName, { timeout: 5000, interval: 20 }).toBe('Administradora Renomeada');

    // Another instance changes the deal's value.
    expect((await list({})).body.items[0].operationValue).toBe(300000);
    await env.deps.db.updateTable('deals').set({ operation_value: '250000' }).where('id', '=', created.id).execute();
    await expect.poll(async () => (await list({})).body.items[0].operationValue, { timeout: 5000, interval: 20 }).toBe(250000);
  });
});

describe('READ_CACHES=off', () => {
  it('keeps nothing in memory: a change made straight in the database shows on the very next request', async () => {
    const deps = { ...env.deps, config: { ...env.deps.config, readCaches: false } };
    const cold = await startHttp(deps);
    try {
      expect(readCaches(deps)).toBeUndefined();
      const s = await newSession();
      const get = async () => (await fetch(`${cold.baseUrl}/trpc/auth.me`, { headers: { authorization: `Bearer ${s.accessData.accessToken}` } })).status;
      expect(await get()).toBe(200);
      expect(await get()).toBe(200);
      // No notification to wait for: the next request reads the database.
      await env.deps.db.updateTable('users').set({ active: false }).where('id', '=', s.userId).execute();
      expect(await get()).toBe(401);
    } finally {
      await cold.close();
    }
  });
});
