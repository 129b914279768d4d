/**
 * Integration-test harness: real Deps (database, logger, mailer, storage) per test file, sign-in through the real
 * auth service, tRPC callers and an HTTP server on a free port. Used by every `*.integration.test.ts`.
 *
 *   const env = await createTestEnv();            // beforeAll; env.close() in afterAll
 *   const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
 *   await admin.caller.users.list({});            // permissions and tenant are the real ones
 *   const http = await startHttp(env.deps);        // fetch(`${http.baseUrl}/api/v1/...`); http.close()
 *
 * Mail: without options the mailer keeps redacted copies only (no SMTP, as in dev). Links that grant access are
 * never readable from the outbox: a test that needs one asks for `createTestEnv({ smtp: true })`, which runs a real
 * SMTP receiver (scripts/lib/mail-receiver.ts) and the background sender, and reads the delivered message:
 *   const mail = await env.mailbox.waitFor(email, (m) => m.text.includes('/change-password/'));
 * (`waitFor` flushes the queue between looks; `await env.deps.mailer.flush()` sends everything due.)
 *
 * Storage: disk under the env's temp dir; `createTestEnv({ storage: 's3' })` (or TEST_STORAGE=s3 for every env) starts
 * a real S3 server on loopback (scripts/lib/s3-server.ts) and the app's S3 storage talks to it; `env.s3` is that server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { expect, inject } from 'vitest';
import { type MailReceiver, type ReceivedMail, startMailReceiver } from '../../scripts/lib/mail-receiver.ts';
import { type S3TestServer, startS3Server } from '../../scripts/lib/s3-server.ts';
import type { ErrorType } from '../../shared/errors.ts';
import type { RoleKey } from '../../shared/options.ts';
import type { AccessData, Profile } from '../../shared/schemas/auth.ts';
import { type AppOptions, createApp } from '../app.ts';
import { notifierFor, storageFor } from '../bootstrap.ts';
import { type Config, loadConfig, type StorageConfig } from '../config.ts';
import { type DatabaseHandle, type DriverName, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo, syncRolesAndPermissions } from '../db/seed.ts';
import type { Deps, RequestMeta } from '../deps.ts';
import { type AuthUser, authenticate } from '../domains/auth/session.ts';
import { createMailer } from '../domains/mail/mailer.ts';
import { type AppError, toAppError } from '../lib/errors.ts';
import { createLogger } from '../lib/logger.ts';
import { createReadCaches } from '../lib/read-cache.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContextInner } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { loadDemoTenant, loadOtherTenant, roleIds, seedOtherCompany, type Tenant } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Temp folder of this integration run (test files make their data dirs inside). */
    runDir: string;
    /**
     * JSON-lines log file every test file of the run appends to (R10 of docs/design/security.md greps it for secrets).
     */
    runLogFile: string;
    /** Migrated, role-synced PGlite data dir (.tar.gz); '' when DATABASE_URL is set. */
    pgliteSnapshot: string;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Database

export interface TestDatabase {
  handle: DatabaseHandle;
  driver: DriverName;
  /** The per-file database's URL (pg only). */
  url?: string;
  /** Closes the connections and, on pg, drops the per-file database. */
  close(): Promise<void>;
}

/** Run folder and log file from the global setup; a private fallback when a file runs outside the project. */
function runPaths(): { runDir: string; runLogFile: string; pgliteSnapshot: string } {
  const runDir = inject('runDir');
  if (!runDir) throw new Error('integration tests need the global setup of the "integration" project (vitest --project integration)');
  return { runDir, runLogFile: inject('runLogFile'), pgliteSnapshot: inject('pgliteSnapshot') };
}

/**
 * An embedded PGlite, migrated and role-synced: booted from the run's snapshot (< 1 s), or, in a run on
 * PostgreSQL (no snapshot), created and migrated here (≈ 4 s; only the parity test needs it then).
 */
export async function openPgliteFromSnapshot(): Promise<TestDatabase> {
  const { pgliteSnapshot } = runPaths();
  if (!pgliteSnapshot) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(handle.db);
    await syncRolesAndPermissions(handle.db);
    return { handle, driver: 'pglite', close: () => handle.close() };
  }
  const bytes = await readFile(pgliteSnapshot);
  const handle = await openDatabase({ loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }) });
  return { handle, driver: 'pglite', close: () => handle.close() };
}

/** A fresh database on the PostgreSQL server of `adminUrl`, migrated and role-synced; dropped by close(). */
export async function openFreshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `credito_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 25 });
  await migrateToLatest(handle.db);
  await syncRolesAndPermissions(handle.db);
  return {
    handle,
    driver: 'pg',
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The test database of this run: a fresh PostgreSQL database when DATABASE_URL is set, else PGlite. */
export function openTestDatabase(): Promise<TestDatabase> {
  return process.env.DATABASE_URL ? openFreshPostgres(process.env.DATABASE_URL) : openPgliteFromSnapshot();
}

// ---------------------------------------------------------------------------------------------------------------
// Deps

export interface TestEnv {
  deps: Deps;
  driver: DriverName;
  /** Demo tenant (seedDemo): "Demo Crédito", password DEMO_PASSWORD. Undefined with `seed: false`. */
  demo: Tenant;
  /** "Outra Empresa" (fixtures.ts), password OTHER_PASSWORD. */
  other: Tenant;
  roleIds: Record<RoleKey, string>;
  /** The run's JSON-lines log file (shared by every test file of the run). */
  logFile: string;
  dataDir: string;
  /** The SMTP receiver the app sends to (`createTestEnv({ smtp: true })`); throws when used without it. */
  mailbox: TestMailbox;
  /** The env's own S3 server when its storage is S3 (`storage: 's3'` or TEST_STORAGE=s3); null on disk. */
  s3: S3TestServer | null;
  close(): Promise<void>;
}

export interface TestMailbox {
  smtpUrl: string;
  readonly messages: readonly ReceivedMail[];
  /** The first delivered message to `to` that `match` accepts; flushes the mail queue while it waits. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  to(address: string): ReceivedMail[];
}

const noMailbox = new Proxy({} as TestMailbox, {
  get(_, prop) {
    if (typeof prop === 'symbol' || prop === 'then') return undefined;
    throw new Error('this test env has no SMTP receiver: createTestEnv({ smtp: true })');
  },
});

const TEST_BUCKET = 'credito-test';

/** Storage of test envs that do not choose: disk, or S3 with TEST_STORAGE=s3 (runs any test file against S3). */
function testStorageKind(): 'disk' | 's3' {
  return process.env.TEST_STORAGE === 's3' ? 's3' : 'disk';
}

/** Settings for the app to use a test S3 server, as S3_* variables would give them. */
export function s3StorageConfig(s3: S3TestServer): StorageConfig {
  return {
    kind: 's3',
    bucket: TEST_BUCKET,
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  };
}

/** Config as the app would load it, for tests: its own DATA_DIR, a random JWT secret, NODE_ENV=test. */
export function testConfig(dataDir: string, databaseUrl?: string, overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: '',
    // Storage is the harness's choice (createTestEnv's `storage`), never the shell's.
    S3_BUCKET: '',
    S3_ENDPOINT: '',
    S3_ACCESS_KEY_ID: '',
    S3_SECRET_ACCESS_KEY: '',
    S3_FORCE_PATH_STYLE: '',
  });
  return { ...config, ...overrides };
}

/**
 * Real Deps for one test file: the test database, a pino logger appending JSON lines to the run's log file, the
 * outbox mailer and disk storage under a temp dir (or S3: `storage: 's3'` starts a real S3 server for this env).
 * Seeds the demo tenant and "Outra Empresa" unless `seed: false`.
 */
export async function createTestEnv(opts: { seed?: boolean; config?: Partial<Config>; smtp?: boolean | { delayMs?: number }; storage?: 'disk' | 's3' } = {}): Promise<TestEnv> {
  const { runDir, runLogFile } = runPaths();
  const dataDir = await mkdtemp(path.join(runDir ?? os.tmpdir(), 'file-'));
  const database = await openTestDatabase();
  const db = database.handle.db;
  const receiver: MailReceiver | null = opts.smtp ? await startMailReceiver(typeof opts.smtp === 'object' ? opts.smtp : {}) : null;
  const s3 = (opts.storage ?? testStorageKind()) === 's3' ? await startS3Server({ buckets: [TEST_BUCKET] }) : null;
  const config = testConfig(dataDir, database.url, {
    ...(receiver ? { smtpUrl: receiver.smtpUrl } : {}),
    ...(s3 ? { storage: s3StorageConfig(s3) } : {}),
    ...opts.config,
  });
  const destination = pino.destination({ dest: runLogFile, append: true, sync: true });
  // pino accepts its own SonicBoom destination; createLogger types it as a plain stream.
  const testPath = expect.getState().testPath;
  const log = createLogger(config.logLevel, destination as unknown as NodeJS.WritableStream).child({ testFile: testPath ? path.relative(process.cwd(), testPath) : 'unknown' });
  const notifier = notifierFor(database.handle, log);
  const deps: Deps = {
    config,
    db,
    driver: database.driver,
    log,
    mailer: createMailer({ db, log, smtpUrl: config.smtpUrl, from: config.mailFrom, timeouts: config.smtpTimeouts }),
    storage: storageFor(config),
    notifier,
    // Listening (so in use) once an HTTP app starts on these Deps (startHttp), as in production.
    caches: createReadCaches(notifier, log),
  };
  // As the app does at start-up: the background sender runs beside the tests (flush() only hurries it).
  deps.mailer.start();
  const mailbox: TestMailbox = receiver
    ? {
        smtpUrl: receiver.smtpUrl,
        messages: receiver.messages,
        to: (address) => receiver.to(address),
        waitFor: (to, match, timeoutMs) => receiver.waitFor(to, match, { timeoutMs, poke: () => deps.mailer.flush() }),
      }
    : noMailbox;
  let demo = undefined as unknown as Tenant;
  let other = undefined as unknown as Tenant;
  if (opts.seed !== false) {
    await seedDemo(db);
    await seedOtherCompany(db);
    [demo, other] = await Promise.all([loadDemoTenant(db), loadOtherTenant(db)]);
  }
  return {
    deps,
    driver: database.driver,
    demo,
    other,
    roleIds: await roleIds(db),
    logFile: runLogFile,
    dataDir,
    mailbox,
    s3,
    async close() {
      await deps.mailer.stop();
      await receiver?.close();
      await s3?.close();
      await deps.notifier.close();
      await database.close();
      destination.flushSync();
    },
  };
}

/** Everything logged so far in this run, by every test file. */
export async function readRunLog(): Promise<string> {
  return readFile(runPaths().runLogFile, 'utf8');
}

// ---------------------------------------------------------------------------------------------------------------
// Callers and sessions

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** A tRPC caller with a fixed context: anonymous (no user) or the given AuthUser, as of when it was read. */
export function callerFor(deps: Deps, user: AuthUser | null = null, meta: Partial<RequestMeta> = {}): Caller {
  return createCaller(createContextInner(deps, user, meta));
}

/**
 * A caller that resolves the bearer token on every call, as an HTTP request would: logout, deactivation or a
 * password change shows at once (UNAUTHENTICATED_ERROR).
 */
export function callerForToken(deps: Deps, accessToken: string, meta: Partial<RequestMeta> = {}): Caller {
  return createCaller(async () => createContextInner(deps, await authenticate(deps, `Bearer ${accessToken}`), meta));
}

export interface Session {
  accessData: AccessData;
  profile: Profile;
  /** From `authenticate()` right after login: the real role, permissions and tenant. */
  user: AuthUser;
  /** Re-authenticates on every call (see callerForToken). */
  caller: Caller;
  meta: Partial<RequestMeta>;
}

/** Signs in through the real auth.login procedure and resolves the token like a request would. */
export async function signIn(deps: Deps, email: string, password: string, meta: Partial<RequestMeta> = {}): Promise<Session> {
  const { accessData, user: profile } = await callerFor(deps, null, meta).auth.login({ email, password });
  const user = await authenticate(deps, `Bearer ${accessData.accessToken}`);
  if (!user) throw new Error(`signed in as ${email} but the access token does not authenticate`);
  return { accessData, profile, user, caller: callerForToken(deps, accessData.accessToken, meta), meta };
}

/** A random client address, so login throttling counters of one test do not touch another's. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

export interface HttpServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** The real Express app (createApp) on 127.0.0.1 and a free port; no client bundle is served unless `opts` names one. */
export async function startHttp(deps: Deps, opts: AppOptions = {}): Promise<HttpServer> {
  const app = createApp(deps, { clientDir: path.join(deps.config.dataDir, 'no-client'), ...opts });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Assertions

/** Awaits a call that must fail with `type` (and `message`, when given); returns the AppError. */
export async function expectAppError(call: Promise<unknown>, type: ErrorType, message?: string | RegExp): Promise<AppError> {
  let result: unknown;
  try {
    result = await call;
  } catch (err) {
    const app = toAppError(err);
    const expected = message === undefined ? app.message : typeof message === 'string' ? message : expect.stringMatching(message);
    expect({ type: app.type, message: app.message }).toEqual({ type, message: expected });
    return app;
  }
  expect.fail(`expected ${type}, but the call succeeded with ${JSON.stringify(result)?.slice(0, 200)}`);
}

/** Fields named by a VALIDATION_ERROR (or any AppError with field errors). */
export function errorFields(err: AppError): string[] {
  return err.errors.map((e) => e.field ?? '').filter(Boolean);
}

/**
 * R10: reads the whole run's log (every test file's lines so far) and fails if any of `secrets` appears in it.
 * An 11-digit secret is taken as a CPF and also looked for in its formatted shape (###.###.###-##).
 * Returns the log text for further checks. Fails on an empty log unless `allowEmptyLog` (a file run alone that
 * logs nothing on its happy paths).
 */
export async function expectNoSecretsInRunLog(secrets: Iterable<string>, opts: { allowEmptyLog?: boolean } = {}): Promise<string> {
  const log = await readRunLog();
  const found: string[] = [];
  for (const secret of new Set(secrets)) {
    if (!secret) continue;
    const shapes = /^\d{11}$/.test(secret) ? [secret, secret.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')] : [secret];
    for (const shape of shapes) if (log.includes(shape)) found.push(shape.length > 12 ? `${shape.slice(0, 6)}…` : shape);
  }
  expect(found, 'secret values found in the run log').toEqual([]);
  if (!opts.allowEmptyLog) expect(log.length, 'the run log is empty: nothing was checked').toBeGreaterThan(0);
  return log;
}
