import { TASK_KIND_LABEL } from '../../../shared/tasks.ts';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { claimDueReminders } from './tasks.repository.ts';

/** Tasks reminded per transaction: a backlog (after downtime) goes out in several short transactions. */
const BATCH = 100;

/**
 * One sweep: every open task that has fallen due and was not reminded yet leaves a notice for its assignee (the bell),
 * linking to its deal or customer. Claim and notices share a transaction, so a failed notice leaves the task for the
 * next sweep; `for update skip locked` lets several instances sweep at once, each task reminded once.
 * Returns how many tasks were reminded.
 */
export async function sweepReminders(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const due = await claimDueReminders(trx, BATCH);
      for (const t of due) {
        const where = t.deal_id ? `Negócio nº ${t.dealNumber}` : (t.customerName ?? 'Cliente');
        await notify(trx, {
          userId: t.assignee_id,
          companyId: t.company_id,
          kind: 'task_due',
          title: `Tarefa para agora: ${t.title}`,
          body: `${TASK_KIND_LABEL[t.kind]} · ${where}`,
          link: t.deal_id ? `/deal/${t.deal_id}` : `/customers/${t.customer_id}`,
        });
      }
      return due.length;
    });
    total += n;
    if (n < BATCH) return total;
  }
}

/** Sweeps every `intervalMs` (TASK_REMINDER_SWEEP_SECONDS, 30 s: a reminder is at most that late) until stopped; one sweep at a time per instance. */
export function startReminderSweep(opts: { db: Database; log: Logger; intervalMs?: number }): { stop(): Promise<void> } {
  const intervalMs = opts.intervalMs ?? 30_000;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= sweepReminders(opts.db)
      // The database may be away for a moment (R3, docs/design/security.md): the next sweep tries again.
      .catch((err) => opts.log.error({ err }, 'task reminders: sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
