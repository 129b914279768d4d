import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The e-mail outbox becomes a queue sent by a background worker, and stops holding secrets in clear:
 * text_body/html_body are the redacted copy; send_text/send_html hold the sendable copy only while the message waits
 * for SMTP (nulled once sent or given up); attempts, next_attempt_at and claimed_until drive retries and the lease that
 * lets several app instances share the queue, each message claimed once.
 *
 * Rows written before this keep reset, unlock, tracking and pre-registration links in clear: they are redacted here with the
 * secret path rule of this date (server/lib/secret-paths.ts, copied, not imported).
 */
const SECRET_PATH_PREFIXES = ['/change-password/', '/desbloquear-acesso/', '/acompanhar/', '/api/v1/public/tracking/'];
const SECRET_QUERY_PARAMS = ['preCadastro', 'ticket'];
const REDACTED = '[oculto]';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const PATH_RULE = `(${SECRET_PATH_PREFIXES.map(escape).join('|')})[^/?#[:space:]"'<>]+`;
const QUERY_RULE = `([?&](?:${SECRET_QUERY_PARAMS.map(escape).join('|')})=)[^&#[:space:]"'<>]+`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('send_text', 'text')
    .addColumn('send_html', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('claimed_until', 'timestamptz')
    .execute();
  await sql`alter table email_outbox drop constraint if exists email_outbox_status_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_status_check check (status in ('stored', 'queued', 'sent', 'failed'))`.execute(db);
  // The sender's look-up: only queued rows, by due time.
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'queued'`.execute(db);
  await db.schema.createIndex('email_outbox_company_idx').on('email_outbox').columns(['company_id', 'created_at']).execute();

  const redact = (column: string) => sql`regexp_replace(regexp_replace(${sql.ref(column)}, ${PATH_RULE}, ${`\\1${REDACTED}`}, 'g'), ${QUERY_RULE}, ${`\\1${REDACTED}`}, 'g')`;
  await db
    .updateTable('email_outbox')
    .set({ text_body: redact('text_body'), html_body: redact('html_body') })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_company_idx').ifExists().execute();
  await db.schema.dropIndex('email_outbox_due_idx').ifExists().execute();
  // Unsent messages keep their redacted copy; their clear copy goes with the columns.
  await db.updateTable('email_outbox').set({ status: 'failed', error: 'not sent: queue removed' }).where('status', '=', 'queued').execute();
  await sql`alter table email_outbox drop constraint if exists email_outbox_status_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_status_check check (status in ('stored', 'sent', 'failed'))`.execute(db);
  await db.schema.alterTable('email_outbox').dropColumn('send_text').dropColumn('send_html').dropColumn('attempts').dropColumn('next_attempt_at').dropColumn('claimed_until').execute();
}
