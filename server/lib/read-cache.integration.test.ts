/**
 * The read caches are dropped by key by the code that writes, and by nothing else (lib/read-cache.ts):
 * - with the database's notifications held back (as when they are slow to arrive), a change made through this
 *   instance is still seen by the very next request (read-your-writes), and only the keys it changed go;
 * - a computation (simulation.run, deadlines, detailed: queries) and a login leave every cached entry in place.
 */
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../deps.ts';
import { insertTestUser } from '../test/fixtures.ts';
import { createTestEnv, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../test/harness.ts';
import type { JsonBody } from '../test/http-trpc.ts';
import { dealInput } from '../test/tenancy.ts';
import { simulationInput } from '../test/tenant-objects.ts';
import type { Notifier } from './notifier.ts';
import { createReadCaches, type ReadCaches } from './read-cache.ts';

/** The instance's notifier, whose deliveries wait while `hold()` is in force and arrive at `release()`. */
function holdingNotifier(inner: Notifier) {
  const waiting: (() => void)[] = [];
  let held = false;
  const notifier: Notifier = {
    subscribe: (channel, listener) => inner.subscribe(channel, (payload) => (held ? waiting.push(() => listener(payload)) : listener(payload))),
    close: async () => undefined,
    listening: () => inner.listening?.() ?? true,
  };
  return {
    notifier,
    hold: () => void (held = true),
    release: () => {
      held = false;
      for (const deliver of waiting.splice(0)) deliver();
    },
  };
}

let env: TestEnv;
let deps: Deps;
let caches: ReadCaches;
let notifications: ReturnType<typeof holdingNotifier>;
let http: HttpServer;
let admin: Session;
let otherAdmin: Session;

beforeAll(async () => {
  env = await createTestEnv();
  notifications = holdingNotifier(env.deps.notifier);
  caches = createReadCaches(notifications.notifier, env.deps.log);
  deps = { ...env.deps, caches };
  http = await startHttp(deps);
  admin = await signIn(deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
  otherAdmin = await signIn(deps, env.other.users.administrator.email, env.other.password, { ip: randomIp() });
  // Listening starts in the background with the app.
  for (let i = 0; i < 200 && !(await cachedAfterTwoReads(admin)); i++) await new Promise((r) => setTimeout(r, 50));
});
afterEach(() => notifications.release());
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const sessionKey = (s: Session) => `${s.user.id} ${s.user.sessionId}`;

async function trpc(method: 'GET' | 'POST', path: string, token: string, input?: unknown): Promise<{ status: number; body: JsonBody }> {
  const wire = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await fetch(`${http.baseUrl}/trpc/${path}${wire === undefined ? '' : `?input=${encodeURIComponent(wire)}`}`, { headers })
      : await fetch(`${http.baseUrl}/trpc/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: wire });
  const json = (await res.json()) as { result?: { data: unknown }; error?: unknown };
  return { status: res.status, body: json.result ? superjson.deserialize(json.result.data as never) : json.error };
}

const me = (s: Session) => trpc('GET', 'auth.me', s.accessData.accessToken);
const dealsList = (s: Session) => trpc('GET', 'deals.list', s.accessData.accessToken, { page: 1, size: 20, owner: 'all' });

async function cachedAfterTwoReads(s: Session): Promise<boolean> {
  await me(s);
  await me(s);
  return caches.auth.get(sessionKey(s)) !== undefined && caches.profiles.get(s.user.id) !== undefined;
}

describe('read-your-writes by key, with the database’s notifications held back', () => {
  it('a role change through HTTP is seen at once by the next request of that user; other users keep their cached session', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const s = await signIn(deps, user.email, user.password, { ip: randomIp() });
    expect((await trpc('GET', 'users.list', s.accessData.accessToken, {})).status).toBe(403);
    expect(await cachedAfterTwoReads(s)).toBe(true);
    expect(await cachedAfterTwoReads(admin)).toBe(true);
    const adminSession = caches.auth.get(sessionKey(admin));

    notifications.hold();
    const res = await fetch(`${http.baseUrl}/api/v1/user/${user.id}/role/${env.roleIds.administrator}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessData.accessToken}`, 'Accept-Language': 'pt-BR' },
    });
    expect(res.status).toBe(200);
    expect((await trpc('GET', 'users.list', s.accessData.accessToken, {})).status).toBe(200);
    expect((await me(s)).body.role.key).toBe('administrator');
    // Only that user's entries went: the administrator's session is still the cached one.
    expect(caches.auth.get(sessionKey(admin))).toBe(adminSession);
  });

  it('a deal created through HTTP shows at once in its company’s list; another company’s cached list stays', async () => {
    await dealsList(otherAdmin);
    const before = await dealsList(admin);
    const cached = caches.dealPages.size;
    expect(cached).toBeGreaterThanOrEqual(2);

    notifications.hold();
    const created = await trpc('POST', 'deals.create', admin.accessData.accessToken, dealInput('Quirino Leitura'));
    expect(created.status).toBe(200);
    // The company's page went, the other company's stayed.
    expect(caches.dealPages.size).toBe(cached - 1);
    const after = await dealsList(admin);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.items[0].id).toBe(created.body.id);
  });
});

describe('computations and logins drop nothing', () => {
  it('simulation.run, deadlines and detailed (queries: by GET, and by POST as the app sends them) and logins leave the cached sessions, profiles and lists', async () => {
    expect(await cachedAfterTwoReads(admin)).toBe(true);
    await dealsList(admin);
    await dealsList(admin);
    const session = caches.auth.get(sessionKey(admin));
    const profile = caches.profiles.get(admin.user.id);
    const pages = caches.dealPages.size;
    expect(pages).toBeGreaterThan(0);

    const token = admin.accessData.accessToken;
    const run = await trpc('POST', 'simulation.run', token, simulationInput());
    expect(run.status).toBe(200);
    expect((await trpc('GET', 'simulation.run', token, simulationInput())).status).toBe(200);
    const productId = run.body.eligible[0].productId as string;
    expect((await trpc('POST', 'simulation.deadlines', token, { input: simulationInput(), productId, terms: [60, 120] })).status).toBe(200);
    expect((await trpc('POST', 'simulation.detailed', token, { input: simulationInput(), productId })).status).toBe(200);
    const login = await fetch(`${http.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: env.demo.users.operator.email, password: env.demo.password }),
    });
    expect(login.status).toBe(200);
    await signIn(deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });

    expect(caches.auth.get(sessionKey(admin))).toBe(session);
    expect(caches.profiles.get(admin.user.id)).toBe(profile);
    expect(caches.dealPages.size).toBe(pages);
  });
});
