import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /**
   * Values in the message that grant access (reset, tracking, unlock, pre-registration tokens): never stored or
   * shown in clear (security.md: secrets at rest); the stored copy has them redacted.
   */
  secrets?: string[];
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, sends it. Never throws on SMTP failure. */
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export function createMailer(opts: { db: Database; log: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const row = await opts.db
        .insertInto('email_outbox')
        .values({
          company_id: message.companyId ?? null,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          status: 'stored',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await opts.db.updateTable('email_outbox').set({ status: 'sent', sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (err) {
        opts.log.error({ err, outboxId: row.id }, 'smtp send failed');
        await opts.db.updateTable('email_outbox').set({ status: 'failed', error: String((err as Error).message).slice(0, 500) }).where('id', '=', row.id).execute();
      }
    },
  };
}
