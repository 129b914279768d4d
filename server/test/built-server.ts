import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo, syncRolesAndPermissions } from '../db/seed.ts';
import { openTestDatabase, type TestDatabase } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface BuiltServer {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  close(): Promise<void>;
}

/**
 * The production server as operators run it: bundled by scripts/build-server.ts into a folder of its own (inside the
 * repository, so it finds node_modules) and started with plain `node`, on this run's database with the demo tenant
 * seeded (PGlite: a data folder prepared here; PostgreSQL: a fresh database).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const buildDir = path.join(root, '.tmp', `built-server-${randomBytes(4).toString('hex')}`);
  const main = await buildServer(buildDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'credito-built-'));
  let database: TestDatabase | undefined;
  if (process.env.DATABASE_URL) {
    database = await openTestDatabase();
    await seedDemo(database.handle.db);
  } else {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
    await migrateToLatest(handle.db);
    await syncRolesAndPermissions(handle.db);
    await seedDemo(handle.db);
    await handle.close();
  }
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'off',
      LOG_LEVEL: 'warn',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the built server did not become ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    output: () => out,
    exited,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
