import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { claimNextDue, markFailed, markRetry, markSent } from './outbox.repository.ts';

export interface MailWorkerOptions {
  /** How often an idle worker looks for due mail (messages queued inside a transaction show up on the next look). */
  pollMs?: number;
  /** How long a claim holds: past it, another instance may retry a message whose sender died. */
  leaseSeconds?: number;
  /** Attempts before a message is given up ('failed'). */
  maxAttempts?: number;
  /** Wait before attempt n + 1 after attempt n failed. */
  backoffSeconds?: (attempt: number) => number;
}

export interface MailWorker {
  start(): void;
  stop(): Promise<void>;
  /** Look now (after a send) instead of at the next poll. */
  wake(): void;
  /** Sends until nothing is due; concurrent callers share the same run. */
  drain(): Promise<void>;
}

/** 30 s, 1 min, 2 min, … up to 1 hour: a provider's short outage costs a few retries, a long one does not hammer it. */
export const defaultBackoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

/**
 * An SMTP 5xx answer is the server's final word (no such mailbox, refused sender, message rejected): sending the same
 * message again gets the same answer, so it is given up at once. 4xx answers and network failures (refused, timed
 * out, dropped) are temporary and retried.
 */
export function isPermanentSmtpFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends the outbox queue by SMTP, one message at a time. Every app instance runs one; the claim (`for update skip
 * locked` plus a lease) makes each message go out once even with several instances, and a crash mid-send only
 * delays it until the lease runs out.
 */
export function createMailWorker(opts: { db: Database; log: Logger; transport: Transporter; from: string } & MailWorkerOptions): MailWorker {
  const pollMs = opts.pollMs ?? 1000;
  const leaseSeconds = opts.leaseSeconds ?? 120;
  const maxAttempts = opts.maxAttempts ?? 8;
  const backoff = opts.backoffSeconds ?? defaultBackoffSeconds;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let started = false;

  async function sendOne(): Promise<boolean> {
    const mail = await claimNextDue(opts.db, leaseSeconds);
    if (!mail) return false;
    try {
      await opts.transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
      await markSent(opts.db, mail.id);
    } catch (err) {
      const error = String((err as Error).message).slice(0, 500);
      const permanent = isPermanentSmtpFailure(err);
      if (permanent || mail.attempts >= maxAttempts) {
        opts.log.error({ err, outboxId: mail.id, attempts: mail.attempts, permanent }, 'smtp send failed: given up');
        await markFailed(opts.db, mail.id, error);
      } else {
        opts.log.warn({ err, outboxId: mail.id, attempts: mail.attempts }, 'smtp send failed: will retry');
        await markRetry(opts.db, mail.id, backoff(mail.attempts), error);
      }
    }
    return true;
  }

  let stopping = false;

  function run(): Promise<void> {
    running ??= (async () => {
      try {
        while (!stopping && (await sendOne()));
      } catch (err) {
        // The database may be away for a moment (R3, docs/design/security.md): the next poll tries again.
        opts.log.error({ err }, 'mail worker: could not read the queue');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  // A run already under way may have looked before the caller's message was committed: look once more after it.
  async function drain(): Promise<void> {
    if (running) await running;
    await run();
  }

  function schedule(ms: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void run().then(() => schedule(pollMs));
    }, ms);
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      opts.transport.close();
    },
    wake() {
      if (started) schedule(0);
    },
    drain,
  };
}
