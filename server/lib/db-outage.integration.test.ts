/**
 * R3 pieces (docs/design/security.md): a database that cannot be reached makes every request fail fast with 503
 * SERVICE_UNAVAILABLE_ERROR (tRPC and REST alike) and /readyz 503 — checked in every run, with a database address
 * nobody answers on. On PostgreSQL only (the embedded PGlite has no connection to lose), through a TCP proxy that can
 * be unplugged: a session ended between two statements does not crash the process, the pool and the LISTEN
 * connection come back by themselves, and a subscription made during the outage leaves nothing behind.
 */
import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { createTestEnv, type HttpServer, signIn, startHttp, type TestEnv } from '../test/harness.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { isConnectionError, toAppError } from './errors.ts';
import { createLogger } from './logger.ts';
import { createPgNotifier, isResync, type Notifier, notify } from './notifier.ts';
import { createReadCaches } from './read-cache.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

describe('database unreachable', () => {
  let down: DatabaseHandle;
  let http: HttpServer;
  let token: string;
  beforeAll(async () => {
    token = (await signIn(env.deps, env.demo.users.administrator.email, env.demo.password)).accessData.accessToken;
    // The same app and session, on a database address where nothing listens (a stopped server refuses connections).
    down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/credito', poolSize: 2 });
    http = await startHttp({ ...env.deps, db: down.db, driver: 'pg', caches: createReadCaches(env.deps.notifier, env.deps.log) });
  });
  afterAll(async () => {
    await http?.close();
    await down?.close();
  });

  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const res = await fetch(`${http.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
    return { res, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - started };
  };

  it('tRPC queries and mutations answer 503 SERVICE_UNAVAILABLE_ERROR at once, with the pt-BR message', async () => {
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ owner: 'all' })));
    for (const call of [
      timed(`/trpc/deals.list?input=${input}`),
      timed('/trpc/deals.comment', { method: 'POST', body: JSON.stringify(superjson.serialize({ id: crypto.randomUUID(), comment: 'oi' })) }),
    ]) {
      const { res, body, ms } = await call;
      expect(res.status).toBe(503);
      const error = superjson.deserialize<{ message: string; data: { appError: { type: string } } }>(body.error as Parameters<typeof superjson.deserialize>[0]);
      expect(error.data.appError.type).toBe('SERVICE_UNAVAILABLE_ERROR');
      expect(error.message).toBe(UNAVAILABLE);
      expect(ms).toBeLessThan(5000);
    }
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('REST paths (login included) answer 503 with the spec §8 error shape, and /readyz 503', async () => {
    const me = await timed('/api/v1/user/authorized');
    expect(me.res.status).toBe(503);
    expect(me.body).toEqual({ type: 'SERVICE_UNAVAILABLE_ERROR', message: UNAVAILABLE, errors: [{ message: UNAVAILABLE }] });
    const login = await timed('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=admin%40demo.com.br&password=x' });
    expect(login.res.status).toBe(503);
    const ready = await timed('/readyz');
    expect(ready.res.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', database: 'down', storage: 'up' });
    expect(Math.max(me.ms, login.ms, ready.ms)).toBeLessThan(5000);
  });
});

if (process.env.DATABASE_URL) {
  describe('(só PostgreSQL) connections lost and regained', () => {
    let proxy: TcpProxy;
    let proxied: string;
    beforeAll(async () => {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(env.deps.db);
      proxy = await startTcpProxy(process.env.DATABASE_URL!);
      proxied = proxy.url(process.env.DATABASE_URL!, rows[0].name);
    });
    afterAll(async () => {
      await proxy?.close();
    });

    it('a session the server ends between two statements of a transaction fails that request with 503 and does not crash the process', async () => {
      const uncaught: unknown[] = [];
      const onUncaught = (err: unknown) => uncaught.push(err);
      process.on('uncaughtException', onUncaught);
      try {
        const failure = await env.deps.db
          .transaction()
          .execute(async (trx) => {
            const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
            await sql`select pg_terminate_backend(${rows[0].pid})`.execute(env.deps.db);
            // The server's FATAL arrives while the client sits idle inside the transaction (no query to fail).
            await new Promise((r) => setTimeout(r, 300));
            await sql`select 1`.execute(trx);
          })
          .then(
            () => null,
            (err: unknown) => err,
          );
        expect(toAppError(failure).type).toBe('SERVICE_UNAVAILABLE_ERROR');
        expect(uncaught).toEqual([]);
        // The pool dropped the broken client: the next request works.
        expect((await sql<{ one: number }>`select 1 as one`.execute(env.deps.db)).rows).toEqual([{ one: 1 }]);
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    });

    it('queries fail fast while the database is unreachable and work again after, on the same pool', async () => {
      const handle = await openDatabase({ databaseUrl: proxied, poolSize: 3 });
      try {
        expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
        proxy.cut();
        const started = performance.now();
        const err = await sql`select 1`.execute(handle.db).then(
          () => null,
          (e: unknown) => e,
        );
        expect(isConnectionError(err)).toBe(true);
        expect(performance.now() - started).toBeLessThan(5000);
        proxy.restore();
        expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
      } finally {
        proxy.restore();
        await handle.close();
      }
    });

    it('the LISTEN connection comes back by itself, retrying until the database answers; listeners are told to read again and live events flow', async () => {
      const notifier: Notifier = createPgNotifier(proxied, createLogger('silent'), [50, 100, 200]);
      const received: number[] = [];
      let resyncs = 0;
      try {
        await notifier.subscribe('proof_events', (p) => (isResync(p) ? resyncs++ : received.push((p as { n: number }).n)));
        await notify(env.deps.db, 'proof_events', { n: 1 });
        await expect.poll(() => received, { timeout: 5000 }).toContain(1);
        expect(notifier.listening?.()).toBe(true);
        proxy.cut();
        // Whoever caches on the strength of notifications learns that none can be heard now (lib/read-cache.ts).
        await expect.poll(() => notifier.listening?.(), { timeout: 5000 }).toBe(false);
        // Down long enough for several reconnection attempts to fail.
        await new Promise((r) => setTimeout(r, 1500));
        expect(notifier.listening?.()).toBe(false);
        proxy.restore();
        let n = 2;
        await expect
          .poll(
            async () => {
              await notify(env.deps.db, 'proof_events', { n: n++ });
              return received.some((v) => v >= 2);
            },
            { timeout: 10_000, interval: 200 },
          )
          .toBe(true);
        // Listeners were told that events of the outage were lost (boards read themselves again).
        expect(resyncs).toBe(1);
        expect(notifier.listening?.()).toBe(true);
      } finally {
        proxy.restore();
        await notifier.close();
      }
    });

    it('a subscription made while the database is unreachable fails (503) and leaves no listener behind', async () => {
      const notifier = createPgNotifier(proxied, createLogger('silent'), [50]);
      const lost: unknown[] = [];
      const live: unknown[] = [];
      try {
        proxy.cut();
        const err = await notifier
          .subscribe('proof_late', (p) => lost.push(p))
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(toAppError(err).type).toBe('SERVICE_UNAVAILABLE_ERROR');
        proxy.restore();
        await notifier.subscribe('proof_late', (p) => live.push(p));
        await notify(env.deps.db, 'proof_late', { ok: true });
        await expect.poll(() => live.length, { timeout: 5000 }).toBe(1);
        expect(lost).toEqual([]);
      } finally {
        proxy.restore();
        await notifier.close();
      }
    });
  });
}
