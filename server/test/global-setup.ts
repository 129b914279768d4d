import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { formatCpf } from '../../shared/format.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { cpfFromBase, DEMO_PASSWORD, DEMO_USERS, syncRolesAndPermissions } from '../db/seed.ts';
import { OTHER_PASSWORD, OTHER_USERS, TEST_PASSWORD } from './fixtures.ts';

/**
 * Integration project setup, once per run:
 * - a run folder (data dirs of every test file and the run's log file, which every test file appends to);
 * - without DATABASE_URL, ONE migrated and role-synced PGlite data directory dumped to a .tar.gz that every test
 *   file boots from (initdb + migrations cost ≈ 4 s and ≈ 600 MB each, a load < 1 s);
 * - with DATABASE_URL, a check that the server answers (each test file creates its own database).
 * Teardown greps the whole run's log for the fixture passwords and the seeded users' CPFs (docs/design/security.md R10)
 * and fails the run on a hit.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'credito-test-'));
  const runLogFile = path.join(runDir, 'run.log');
  await writeFile(runLogFile, '');
  let pgliteSnapshot = '';

  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.query('select 1');
    await client.end();
  } else {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await migrateToLatest(handle.db);
      await syncRolesAndPermissions(handle.db);
      const dump = await handle.pglite!.dumpDataDir('gzip');
      pgliteSnapshot = path.join(runDir, 'migrated.tar.gz');
      await writeFile(pgliteSnapshot, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }

  project.provide('runDir', runDir);
  project.provide('runLogFile', runLogFile);
  project.provide('pgliteSnapshot', pgliteSnapshot);

  return async () => {
    const log = await readFile(runLogFile, 'utf8').catch(() => '');
    const cpfs = [...DEMO_USERS, ...OTHER_USERS].map((u) => cpfFromBase(u.cpfBase));
    const secrets = [DEMO_PASSWORD, OTHER_PASSWORD, TEST_PASSWORD, ...cpfs, ...cpfs.map(formatCpf)];
    const leaked = secrets.filter((s) => log.includes(s));
    if (process.env.CREDITO_KEEP_TEST_RUN || leaked.length) {
      console.log(`integration run log kept at ${runLogFile}`);
    } else {
      await rm(runDir, { recursive: true, force: true });
    }
    if (leaked.length) {
      // A teardown error alone is only printed by vitest: make the run fail too.
      process.exitCode = 1;
      throw new Error(`R10: the run's log holds ${leaked.length} secret value(s): a fixture password or an unmasked CPF of a seeded user`);
    }
  };
}
