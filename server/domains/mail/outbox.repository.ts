import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A row as queued: the redacted copy everyone may see, and the sendable copy only while there is something to send. */
export interface NewOutboxRow {
  companyId: string | null;
  to: string;
  subject: string;
  /** Redacted: no secret in clear. */
  text: string;
  html: string | null;
  /** The clear copy for SMTP; null when there is no SMTP (nothing will ever send it, so it is never stored). */
  sendable: { text: string; html: string | null } | null;
}

export async function insertOutbox(db: Database, row: NewOutboxRow): Promise<string> {
  const inserted = await db
    .insertInto('email_outbox')
    .values({
      company_id: row.companyId,
      to_address: row.to,
      subject: row.subject,
      text_body: row.text,
      html_body: row.html,
      status: row.sendable ? 'queued' : 'stored',
      send_text: row.sendable?.text ?? null,
      send_html: row.sendable?.html ?? null,
      next_attempt_at: row.sendable ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/**
 * Claims the oldest due message for `leaseSeconds`: one statement, and `for update skip locked` makes two instances
 * claiming at once take different rows. A sender that dies mid-send loses the lease, and the message is retried.
 */
export async function claimNextDue(db: Database, leaseSeconds: number): Promise<ClaimedMail | null> {
  const row = await db
    .updateTable('email_outbox')
    .set({ claimed_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql<number>`attempts + 1` })
    .where(
      'id',
      '=',
      db
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'queued')
    .returning(['id', 'to_address', 'subject', 'send_text', 'send_html', 'attempts'])
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, to: row.to_address, subject: row.subject, text: row.send_text ?? '', html: row.send_html, attempts: row.attempts };
}

/** Sent: the sendable copy is purged, only the redacted one stays. */
export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, send_text: null, send_html: null, claimed_until: null, next_attempt_at: null, error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again after `delaySeconds`. */
export async function markRetry(db: Database, id: string, delaySeconds: number, error: string): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`, claimed_until: null, error })
    .where('id', '=', id)
    .execute();
}

/** Given up: nothing will send it any more, so the sendable copy goes too. */
export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db.updateTable('email_outbox').set({ status: 'failed', send_text: null, send_html: null, claimed_until: null, next_attempt_at: null, error }).where('id', '=', id).execute();
}

/** Mail waiting to go out and mail given up, across every company (/metrics reads it at each scrape). */
export async function countOutboxBacklog(db: Database): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'failed'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: count('queued'), failed: count('failed') };
}

/** Who may read which mail: one company's, plus the platform's (no company) for a platform operator. */
export interface OutboxScope {
  companyId: string;
  includePlatform: boolean;
}

/** A page of the outbox within `scope`: redacted copies only (the sendable columns are never selected). */
export async function listOutbox(db: Database, scope: OutboxScope, page: { page: number; size: number }) {
  const base = db
    .selectFrom('email_outbox')
    .where((eb) => (scope.includePlatform ? eb.or([eb('company_id', '=', scope.companyId), eb('company_id', 'is', null)]) : eb('company_id', '=', scope.companyId)));
  const [items, count] = await Promise.all([
    base
      .select(['id', 'to_address as to', 'subject', 'text_body as text', 'status', 'error', 'created_at as createdAt', 'sent_at as sentAt'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
