/**
 * Operations (docs/operations.md "Métricas e logs"): GET /metrics as an operator scrapes it — Prometheus text whose
 * series move with the calls made (requests and latency by procedure/route, errors by type, pool, outbox backlog,
 * live-board streams), never the app's HTML, and closed to anyone but this machine or the METRICS_TOKEN holder. Request
 * logs name the user and company by id; a failure while building a request's context is logged.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { insertOutbox, markFailed } from '../domains/mail/outbox.repository.ts';
import { createTestEnv, randomIp, type Session, signIn, type TestEnv } from '../test/harness.ts';
import { trpcOverHttp } from '../test/http-trpc.ts';
import { openSse } from '../test/sse.ts';
import { createLogger } from './logger.ts';
import { createReadCaches } from './read-cache.ts';

let env: TestEnv;
let admin: Session;
let clientDir: string;
const lines: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
  // A built client, so the SPA fallback is live and would answer /metrics if the route were missing.
  clientDir = await mkdtemp(path.join(env.dataDir, 'client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Crédito</title></head><body><div id="root"></div></body></html>');
});
afterAll(async () => {
  await env?.close();
});

/** The app's request logs, captured (the run log is shared by every test file). */
function capturingDeps(base: Deps): Deps {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { ...base, log: createLogger('info', stream) };
}
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

async function listen(deps: Deps) {
  const server = createApp(deps, { clientDir }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One sample of the scrape, by its exact series text (`name{label="v",...}`); 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    http = await listen(capturingDeps(env.deps));
  });
  afterAll(async () => {
    await http?.close();
  });
  const scrape = async () => {
    const res = await fetch(`${http.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('answers Prometheus text, never the HTML app (which still answers other paths)', async () => {
    const res = await fetch(`${http.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    expect(body).not.toMatch(/<html|<!doctype/i);
    expect(body).toContain('# TYPE credito_http_requests_total counter');
    expect(body).toContain('# TYPE credito_http_request_duration_seconds histogram');
    expect(body).toContain('process_resident_memory_bytes');
    expect(await (await fetch(`${http.baseUrl}/negocios`)).text()).toContain('<div id="root">');
  });

  it('request counts and latency by procedure and REST route move with the calls made; errors are counted by type', async () => {
    const ok = 'credito_http_requests_total{route="trpc:auth.me",method="GET",status="2xx"}';
    const refused = 'credito_http_requests_total{route="trpc:auth.me",method="GET",status="4xx"}';
    const latencyCount = 'credito_http_request_duration_seconds_count{route="trpc:auth.me",method="GET"}';
    const rest = 'credito_http_requests_total{route="/api/v1/user/authorized",method="GET",status="2xx"}';
    const unauthenticated = 'credito_errors_total{type="UNAUTHENTICATED_ERROR"}';
    const before = await scrape();

    for (let i = 0; i < 3; i++) expect((await trpcOverHttp(http.baseUrl, admin.accessData.accessToken, 'auth.me', undefined, 'query')).status).toBe(200);
    expect((await trpcOverHttp(http.baseUrl, null, 'auth.me', undefined, 'query')).status).toBe(401);
    const me = await fetch(`${http.baseUrl}/api/v1/user/authorized`, { headers: { authorization: `Bearer ${admin.accessData.accessToken}` } });
    expect(me.status).toBe(200);
    // REST errors count too, and a made-up procedure does not make a new series per name.
    expect((await fetch(`${http.baseUrl}/api/v1/user/authorized`)).status).toBe(401);
    await fetch(`${http.baseUrl}/trpc/nao.existe.${Date.now()}`);

    const after = await scrape();
    expect(sample(after, ok) - sample(before, ok)).toBe(3);
    expect(sample(after, refused) - sample(before, refused)).toBe(1);
    expect(sample(after, latencyCount) - sample(before, latencyCount)).toBe(4);
    expect(sample(after, rest) - sample(before, rest)).toBe(1);
    expect(sample(after, unauthenticated) - sample(before, unauthenticated)).toBe(2);
    expect(after).toContain('route="trpc:unknown"');
    expect(after).not.toContain('nao.existe');
    // Route patterns only: no id or token from a URL becomes a label.
    expect(after).not.toContain(admin.user.id);
  });

  it('outbox backlog (queued, failed) is read from the database at each scrape', async () => {
    const queued = 'credito_mail_outbox_messages{status="queued"}';
    const failed = 'credito_mail_outbox_messages{status="failed"}';
    const before = await scrape();
    const row = { companyId: null, subject: 's', text: 't', html: null, sendable: { text: 't', html: null } };
    await insertOutbox(env.deps.db, { ...row, to: 'fila.1@exemplo.com.br' });
    await insertOutbox(env.deps.db, { ...row, to: 'fila.2@exemplo.com.br' });
    await markFailed(env.deps.db, await insertOutbox(env.deps.db, { ...row, to: 'fila.3@exemplo.com.br' }), '550 mailbox unavailable');
    const after = await scrape();
    expect(sample(after, queued) - sample(before, queued)).toBe(2);
    expect(sample(after, failed) - sample(before, failed)).toBe(1);
  });

  it('the backlog count reads the queued and failed messages only, not the whole history of sent mail', async () => {
    await sql`insert into email_outbox (to_address, subject, text_body, status, sent_at)
      select 'enviado.' || n || '@exemplo.com.br', 's', 't', 'sent', now() from generate_series(1, 20000) n`.execute(env.deps.db);
    await sql`analyze email_outbox`.execute(env.deps.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select status, count(*) from email_outbox where status in ('queued', 'failed') group by status`.execute(env.deps.db);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('email_outbox_backlog_idx');
  });

  it('database pool usage: total, idle, waiting within the pool size', async () => {
    const text = await scrape();
    const [total, idle, waiting, max] = ['total', 'idle', 'waiting', 'max'].map((s) => sample(text, `credito_db_pool_connections{state="${s}"}`));
    expect(text).toContain('credito_db_pool_connections{state="waiting"}');
    expect(max).toBeGreaterThanOrEqual(1);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(max);
    expect(idle).toBeLessThanOrEqual(total);
    expect(waiting).toBe(0);
    if (env.driver === 'pg') expect(max).toBe(25);
  });

  it('open live-board streams are counted while they are open', async () => {
    const gauge = 'credito_sse_connections';
    const ticket = (await trpcOverHttp<{ ticket: string }>(http.baseUrl, admin.accessData.accessToken, 'pipelines.streamTicket')).data!.ticket;
    const stream = await openSse(http.baseUrl, 'pipelines.events', { pipeline: 'home-equity' }, { ticket });
    expect(await stream.until((events) => events.some((e) => e.event === 'connected'))).toBe(true);
    // The scrape itself is not a stream.
    expect(sample(await scrape(), gauge)).toBe(1);
    stream.close();
    await expect.poll(async () => sample(await scrape(), gauge), { timeout: 5000 }).toBe(0);
  });

  it('without METRICS_TOKEN, a request relayed by a proxy is refused (only this machine, directly)', async () => {
    const relayed: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }];
    for (const header of relayed) {
      const res = await fetch(`${http.baseUrl}/metrics`, { headers: header });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('credito_http_requests_total');
    }
  });

  it('request logs carry the user and company ids once the session is known, and no personal data', async () => {
    const requestId = `log-${Date.now()}`;
    await trpcOverHttp(http.baseUrl, admin.accessData.accessToken, 'auth.me', undefined, 'query').then(() => undefined);
    const res = await fetch(`${http.baseUrl}/api/v1/user/authorized`, { headers: { authorization: `Bearer ${admin.accessData.accessToken}`, 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    const anonymous = `anon-${Date.now()}`;
    await fetch(`${http.baseUrl}/api/v1/user/authorized`, { headers: { 'x-request-id': anonymous } });
    await expect.poll(() => logged().some((l) => l.requestId === anonymous)).toBe(true);

    const line = logged().find((l) => l.requestId === requestId && l.msg === 'request');
    expect(line).toMatchObject({ userId: admin.user.id, companyId: admin.user.companyId, path: '/api/v1/user/authorized', status: 200 });
    expect(JSON.stringify(line)).not.toContain(env.demo.users.administrator.email);
    const anonLine = logged().find((l) => l.requestId === anonymous && l.msg === 'request');
    expect(anonLine).toMatchObject({ status: 401 });
    expect(anonLine).not.toHaveProperty('userId');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('asks for the token as a bearer, from anywhere', async () => {
    const token = 'metrics-token-for-the-test-0123456789';
    const http = await listen({ ...env.deps, config: { ...env.deps.config, metricsToken: token } });
    try {
      expect((await fetch(`${http.baseUrl}/metrics`)).status).toBe(401);
      expect((await fetch(`${http.baseUrl}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-the-test-wrong00000' } })).status).toBe(401);
      const ok = await fetch(`${http.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('credito_http_requests_total');
    } finally {
      await http.close();
    }
  });
});

describe('errors while building a request context', () => {
  let down: DatabaseHandle;
  let http: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // The same session, on a database address where nothing listens: the session lookup fails.
    down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/credito', poolSize: 2 });
    // Another instance: its own read caches (the first one's hold this session already).
    http = await listen(capturingDeps({ ...env.deps, db: down.db, driver: 'pg', caches: createReadCaches(env.deps.notifier, env.deps.log) }));
  });
  afterAll(async () => {
    await http?.close();
    await down?.close();
  });

  it('are logged with the request id (tRPC and REST), and the caller gets 503', async () => {
    for (const [requestId, url] of [
      [`ctx-trpc-${Date.now()}`, `${http.baseUrl}/trpc/auth.me`],
      [`ctx-rest-${Date.now()}`, `${http.baseUrl}/api/v1/user/authorized`],
    ]) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${admin.accessData.accessToken}`, 'x-request-id': requestId } });
      expect(res.status).toBe(503);
      const line = logged().find((l) => l.requestId === requestId && l.msg === 'request context failed');
      expect(line).toMatchObject({ level: 'error', err: expect.objectContaining({ message: expect.any(String) }) });
    }
    const metrics = await (await fetch(`${http.baseUrl}/metrics`)).text();
    expect(sample(metrics, 'credito_errors_total{type="SERVICE_UNAVAILABLE_ERROR"}')).toBe(2);
  });
});
