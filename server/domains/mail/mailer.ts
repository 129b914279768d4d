import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { REDACTED, redactSecretPaths } from '../../lib/secret-paths.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { insertOutbox } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /**
   * Values in the message that grant access (reset, tracking, unlock, pre-registration tokens): never stored or
   * shown in clear (docs/design/security.md: secrets at rest); the stored copy has them redacted.
   */
  secrets?: string[];
}

/**
 * The platform's mail: `send` only queues (one insert, in the caller's transaction when given), never talks SMTP on
 * the request path. With SMTP_URL a background worker sends the queue (see mail-worker.ts); without it the outbox
 * keeps the redacted copy only (status 'stored') and nothing sendable is ever stored.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Queues the message. Pass the caller's transaction so the mail commits (or not) with the change it announces. */
  send(message: MailMessage, db?: Database): Promise<void>;
  /** Starts the background sender (SMTP mode; a no-op otherwise). The app calls it once at start-up. */
  start(): void;
  /** Stops the sender and waits for the message in flight (shutdown). */
  stop(): Promise<void>;
  /** Sends every message due now and resolves when none is left: tests await it instead of the worker's next poll. */
  flush(): Promise<void>;
}

/** The copy anyone may read: every listed secret, then every secret-carrying path (the safety net), redacted. */
export function redactMessage(message: Pick<MailMessage, 'text' | 'html' | 'secrets'>): { text: string; html: string | null } {
  // Longest first, so a secret that contains another is hidden whole.
  const secrets = [...new Set(message.secrets ?? [])].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  const hide = (body: string) => {
    let out = body;
    for (const secret of secrets) {
      out = out.split(secret).join(REDACTED);
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) out = out.split(encoded).join(REDACTED);
    }
    return redactSecretPaths(out);
  };
  return { text: hide(message.text), html: message.html === undefined ? null : hide(message.html) };
}

/** SMTP_CONNECTION_TIMEOUT_MS / SMTP_SOCKET_TIMEOUT_MS defaults (config.ts). */
export const DEFAULT_SMTP_TIMEOUTS = { connectionMs: 5000, socketMs: 15_000 };

export function createMailer(opts: { db: Database; log: Logger; smtpUrl?: string; from: string; timeouts?: { connectionMs: number; socketMs: number }; worker?: MailWorkerOptions }): Mailer {
  const timeouts = opts.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
  const transport = opts.smtpUrl
    ? // Bounded waits: a provider that hangs (or accepts and never greets) must not hold a message's lease, or
      // shutdown, for long; the message is simply tried again later.
      // Through SMTPTransport itself: `createTransport({ url, ... })` keeps only what the URL says and silently drops
      // every other option (the timeouts were the 30 s / 10 min defaults).
      nodemailer.createTransport(new SMTPTransport({ url: opts.smtpUrl, connectionTimeout: timeouts.connectionMs, greetingTimeout: timeouts.connectionMs, socketTimeout: timeouts.socketMs }))
    : null;
  const worker: MailWorker | null = transport ? createMailWorker({ db: opts.db, log: opts.log, transport, from: opts.from, ...opts.worker }) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message, db = opts.db) {
      const redacted = redactMessage(message);
      await insertOutbox(db, {
        companyId: message.companyId ?? null,
        to: message.to,
        subject: message.subject,
        text: redacted.text,
        html: redacted.html,
        sendable: worker ? { text: message.text, html: message.html ?? null } : null,
      });
      // Outside a transaction the row is visible now; inside one the worker's next poll picks it up after the commit.
      worker?.wake();
    },
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
    flush: async () => worker?.drain(),
  };
}
