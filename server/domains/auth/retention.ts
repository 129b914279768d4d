import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { purgeExpired, type RetentionPurge } from './retention.repository.ts';

/** Reset and unlock tokens stay a day past their expiry: their senders' rate limits count the last hour. */
const EXPIRED_TOKEN_DAYS = 1;
const RETENTION_INTERVAL_MS = 60 * 60_000;

/** One sweep with the configured limits (retention.repository.ts says what goes and why). */
export function sweepRetention(db: Database, config: Pick<Config, 'loginAttemptRetentionDays' | 'accessTokenTtlSeconds'>): Promise<RetentionPurge> {
  return purgeExpired(db, { loginAttemptDays: config.loginAttemptRetentionDays, accessTokenTtlSeconds: config.accessTokenTtlSeconds, expiredTokenDays: EXPIRED_TOKEN_DAYS });
}

/**
 * The retention job: once at start-up, then hourly on an unref'd timer, one sweep at a time per instance (several
 * instances may sweep at once: a row deleted twice is deleted once). A failure (database away) is logged and the next
 * sweep tries again.
 */
export function startRetentionSweep(opts: { db: Database; log: Logger; config: Config; intervalMs?: number }): { stop(): Promise<void>; firstRun: Promise<RetentionPurge | null> } {
  let running: Promise<RetentionPurge | null> | null = null;
  const tick = () => {
    running ??= sweepRetention(opts.db, opts.config)
      .then((purged) => {
        opts.log.info({ ...purged, loginAttemptDays: opts.config.loginAttemptRetentionDays }, 'retention sweep');
        return purged;
      })
      .catch((err) => {
        opts.log.warn({ err }, 'retention sweep failed; retried at the next run');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = tick();
  const timer = setInterval(tick, opts.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    firstRun,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
