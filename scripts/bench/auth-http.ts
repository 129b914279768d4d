/**
 * Authentication over HTTP on the real app (createApp, embedded database in a temp dir), measured against what
 * it is built on:
 *  - login (POST /api/v1/auth/login) p95 vs one argon2id verify p95 — how much the request adds to the hash;
 *  - tRPC auth.me (bearer token, database read) vs an Express 5 hello-world route in the same process,
 *    same client loop — what the whole stack costs per request.
 * Only failed logins count towards the throttle, so the sequential successful logins are never refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createApp } from '../../server/app.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { hashPassword, verifyPassword } from '../../server/lib/password.ts';
import { getOk, helloBaseline, postJson, summarize, type Timing, timeLoop } from './load.ts';

export interface AuthBench {
  login: Timing;
  verify: Timing;
  me: Timing;
  hello: Timing;
  requests: number;
  concurrency: number;
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * Login against one argon2id verify with the same parameters, the two interleaved (verify, login, login, verify, …) so
 * that whatever else the machine is doing weighs on both alike: measured one loop after the other, a busy minute
 * during one of them alone made the ratio swing between 0.8× and 4×.
 */
async function loginAgainstVerify(login: () => Promise<unknown>, count: number): Promise<{ login: Timing; verify: Timing }> {
  const hashed = await hashPassword(DEMO_PASSWORD);
  const verifyOnce = async () => {
    if (!(await verifyPassword(hashed, DEMO_PASSWORD))) throw new Error('verify falhou');
  };
  for (let i = 0; i < 5; i++) {
    await verifyOnce();
    await login();
  }
  const logins: number[] = [];
  const verifies: number[] = [];
  const timed = async (op: () => Promise<unknown>, into: number[]) => {
    const t = performance.now();
    await op();
    into.push(performance.now() - t);
  };
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      await timed(verifyOnce, verifies);
      await timed(login, logins);
    } else {
      await timed(login, logins);
      await timed(verifyOnce, verifies);
    }
  }
  const wall = performance.now() - started;
  return { login: summarize(logins, wall), verify: summarize(verifies, wall) };
}

/**
 * Login against argon2id verify on a real PostgreSQL (as production runs: DATABASE_URL's server or a throwaway cluster),
 * the server in this process as in `benchAuthHttp`.
 */
export async function benchLoginPostgres(databaseUrl: string, logins = 200): Promise<{ login: Timing; verify: Timing }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_SEED: 'on', LOG_LEVEL: 'silent', PORT: '0' });
  const { deps, handle } = await bootstrap(config, createLogger('silent'));
  const app = await listen(createApp(deps, { clientDir: path.join(dataDir, 'no-client') }));
  try {
    return await loginAgainstVerify(() => loginThrough(app.url), logins);
  } finally {
    await close(app.server);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One successful login over REST (node:http, see postJson); the access token. */
async function loginThrough(url: string): Promise<string> {
  const res = await postJson(`${url}/api/v1/auth/login`, { email: 'admin@demo.com.br', password: DEMO_PASSWORD });
  const body = res.body as { accessData?: { accessToken: string } };
  if (res.status !== 200 || !body.accessData) throw new Error(`login → ${res.status} ${JSON.stringify(body)}`);
  return body.accessData.accessToken;
}

export async function benchAuthHttp(opts: { logins?: number; requests?: number; concurrency?: number } = {}): Promise<AuthBench> {
  const { logins = 200, requests = 2000, concurrency = 10 } = opts;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_SEED: 'on', LOG_LEVEL: 'silent', PORT: '0' });
  const { deps, handle } = await bootstrap(config, createLogger('silent'));
  const app = await listen(createApp(deps, { clientDir: path.join(dataDir, 'no-client') }));
  const helloApp = express();
  helloApp.get('/hello', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const hello = await listen(helloApp);

  try {
    const login = () => loginThrough(app.url);

    // (a) login vs argon2id verify, both sequential, after a short warm-up.
    const { login: loginTiming, verify } = await loginAgainstVerify(login, logins);

    // (b) auth.me vs hello world, same loop and concurrency.
    const token = await login();
    const meUrl = `${app.url}/trpc/auth.me`;
    const auth = { authorization: `Bearer ${token}` };
    const helloUrl = `${hello.url}/hello`;
    await timeLoop(200, concurrency, () => getOk(meUrl, auth));
    const me = await timeLoop(requests, concurrency, () => getOk(meUrl, auth));
    const helloTiming = await helloBaseline(helloUrl, concurrency);

    return { login: loginTiming, verify, me, hello: helloTiming, requests, concurrency };
  } finally {
    await close(app.server);
    await close(hello.server);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
