import path from 'node:path';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo, syncRolesAndPermissions } from './db/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import type { Deps } from './deps.ts';
import { anyCompanyExists } from './domains/companies/companies.repository.ts';
import { createMailer } from './domains/mail/mailer.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createPgliteNotifier, createPgNotifier, type Notifier } from './lib/notifier.ts';
import { createReadCaches } from './lib/read-cache.ts';
import { createDiskStorage, type Storage } from './lib/storage.ts';
import { createS3Storage } from './lib/storage-s3.ts';

/** Opens the database, migrates, syncs roles and (when asked or on an empty embedded database) seeds the demo. */
export async function bootstrap(config: Config, log: Logger = createLogger(config.logLevel)): Promise<{ deps: Deps; handle: DatabaseHandle }> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pgdata'), poolSize: config.databasePoolMax });
  const { results } = await migrateToLatest(handle.db);
  for (const r of results ?? []) log.info({ migration: r.migrationName, status: r.status }, 'migration');
  // Several instances may start at once on one PostgreSQL: they write the roles and the demo one at a time.
  const seeded = await withStartupLock(handle.db, async (db) => {
    await syncRolesAndPermissions(db);
    const isEmpty = !(await anyCompanyExists(db));
    const shouldSeed = config.demoSeed === 'on' || (config.demoSeed === 'auto' && handle.driver === 'pglite' && isEmpty);
    return shouldSeed && (await seedDemo(db, { deals: true }));
  });
  if (seeded) log.info('demo tenant seeded');
  const notifier = notifierFor(handle, log);
  const deps: Deps = {
    config,
    db: handle.db,
    driver: handle.driver,
    log,
    mailer: createMailer({ db: handle.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom, timeouts: config.smtpTimeouts }),
    storage: storageFor(config),
    notifier,
    caches: createReadCaches(notifier, log),
  };
  return { deps, handle };
}

/** Uploads on the local disk (default) or in the configured S3-compatible bucket. */
export function storageFor(config: Pick<Config, 'storage' | 'uploadsDir'>): Storage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createDiskStorage(config.uploadsDir);
}

/** The LISTEN/NOTIFY fan-out for whichever driver the database uses. */
export function notifierFor(handle: DatabaseHandle, log: Logger): Notifier {
  if (handle.pglite) return createPgliteNotifier(handle.pglite);
  if (!handle.url) throw new Error('notifier needs the database URL');
  return createPgNotifier(handle.url, log);
}
