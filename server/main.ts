import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { startOrphanFileCleanup } from './lib/orphan-files.ts';
import { startReminderSweep } from './domains/tasks/reminder-worker.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const { deps, handle } = await bootstrap(config, log);
  const app = createApp(deps);
  const server = app.listen(config.port, config.host, () => {
    log.info({ port: config.port, database: handle.driver, mail: deps.mailer.mode }, `Crédito ouvindo em ${config.publicUrl}`);
  });
  server.keepAliveTimeout = 65_000;
  // Bytes of uploads whose row never committed (a crash between the two): removed at start-up, then hourly.
  const cleanup = startOrphanFileCleanup(deps);
  // Mail leaves the request path: this instance's share of the outbox queue is sent in the background (SMTP only).
  deps.mailer.start();
  // Task reminders: a notice in the assignee's bell when a task falls due (safe with several instances).
  const reminders = startReminderSweep({ db: deps.db, log });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    cleanup.stop();
    void reminders.stop();
    server.close(async () => {
      // The message in flight finishes (or its lease runs out and another instance sends it).
      await deps.mailer.stop().catch(() => undefined);
      await deps.notifier.close().catch(() => undefined);
      await handle.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
    // Event streams (live boards) never go idle: end them after a short grace so shutdown completes.
    setTimeout(() => server.closeAllConnections(), 3000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error('Falha ao iniciar:', err);
  process.exit(1);
});
