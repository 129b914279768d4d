import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { type Config, loadConfig } from './config.ts';
import { startRetentionSweep } from './domains/auth/retention.ts';
import { startRenewalSweep } from './domains/subscriptions/renewal.service.ts';
import { startReminderSweep } from './domains/tasks/reminder-worker.ts';
import { createDrainer } from './lib/drain.ts';
import { createLogger } from './lib/logger.ts';
import { startOrphanFileCleanup } from './lib/orphan-files.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const { deps, handle } = await bootstrap(config, log);
  const drainer = createDrainer(createApp(deps));
  const server = createServer(drainer.listener);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    log.info({ port: config.port, database: handle.driver, mail: deps.mailer.mode }, `Crédito ouvindo em ${config.publicUrl}`);
  });
  // Bytes of uploads whose row never committed (a crash between the two): removed at start-up, then hourly.
  const cleanup = startOrphanFileCleanup(deps);
  // Mail leaves the request path: this instance's share of the outbox queue is sent in the background (SMTP only).
  deps.mailer.start();
  // Task reminders: a notice in the assignee's bell when a task falls due (safe with several instances).
  const reminders = startReminderSweep({ db: deps.db, log, intervalMs: config.taskReminderSweepSeconds * 1000 });
  // Sign-in data past its use (old login attempts, expired tokens) is deleted at start-up and hourly (LGPD art. 16).
  const retention = startRetentionSweep({ db: deps.db, log, config });
  // Subscriptions due are renewed on their card at start-up and every 15 minutes (safe with several instances).
  const renewals = startRenewalSweep(deps);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: draining requests');
    // Last resort: something that never finishes must not keep a stopped instance alive.
    setTimeout(() => {
      log.error({ timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutdown timed out; exiting with requests still open');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    cleanup.stop();
    // Accepted requests finish; workers stop taking new work meanwhile (a message in flight is sent, or its lease runs
    // out and another instance sends it).
    await Promise.all([drainer.drain(server, config.shutdownDelaySeconds * 1000), reminders.stop(), retention.stop(), renewals.stop(), deps.mailer.stop()]).catch((err) =>
      log.error({ err }, 'error while draining'),
    );
    await deps.notifier.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    log.info({ ms: Date.now() - started }, 'shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Falha ao iniciar:', err);
  process.exit(1);
});
