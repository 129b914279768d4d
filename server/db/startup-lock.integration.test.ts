/**
 * Instances starting together on one PostgreSQL (docs/reliability.md "Várias instâncias"): the roles and the demo seed
 * run under a start-up lock, so instances take turns instead of crashing on a duplicate key (without the lock, three
 * parallel demo seeds fail with `users_email_key`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import type { Database } from './database.ts';
import { DEMO_COMPANY, seedDemo } from './seed.ts';
import { withStartupLock } from './startup-lock.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
async function freshDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  return database;
}
const demoCompanies = async (db: Database) => (await db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).execute()).length;

describe('start-up lock', () => {
  it('three demo seeds at the same moment under the lock: one seeds, the others find the tenant, none fails', async () => {
    const { handle } = await freshDatabase();
    const seeded = await Promise.all([1, 2, 3].map(() => withStartupLock(handle.db, (conn) => seedDemo(conn))));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await demoCompanies(handle.db)).toBe(1);
  });

  it.skipIf(!process.env.DATABASE_URL)('two instances bootstrapping at once with DEMO_SEED=on both start, and the demo tenant exists once', async () => {
    const database = await freshDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'credito-startup-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, DEMO_SEED: 'on', LOG_LEVEL: 'silent' });
    const log = createLogger('silent');
    const started = await Promise.allSettled([bootstrap(config, log), bootstrap(config, log)]);
    for (const s of started) if (s.status === 'fulfilled') await Promise.all([s.value.deps.notifier.close(), s.value.handle.close()]);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
    expect(await demoCompanies(database.handle.db)).toBe(1);
  });
});
