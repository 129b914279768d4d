import type { Config } from './config.ts';
import type { Database, DriverName } from './db/database.ts';
import type { Mailer } from './domains/mail/mailer.ts';
import type { Logger } from './lib/logger.ts';
import type { Notifier } from './lib/notifier.ts';
import type { ReadCaches } from './lib/read-cache.ts';
import type { Storage } from './lib/storage.ts';

/** Everything a service needs from the outside world; built once at start-up (or per test). */
export interface Deps {
  config: Config;
  db: Database;
  driver: DriverName;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  /** LISTEN/NOTIFY fan-out for live boards. */
  notifier: Notifier;
  /**
   * The instance's read caches (sessions, profiles, the deals list), invalidated by the database's notifications and
   * by the code that writes; in use when READ_CACHES is on and the HTTP app listens (lib/read-cache.ts).
   */
  caches: ReadCaches;
}

/** Facts about the request a service may record (audit, throttling). */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
}
