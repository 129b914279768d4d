import type { Config } from './config.ts';
import type { Database, DriverName } from './db/database.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './domains/mail/mailer.ts';
import type { Notifier } from './lib/notifier.ts';
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
}

/** Facts about the request a service may record (audit, throttling). */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  requestId: string;
}
