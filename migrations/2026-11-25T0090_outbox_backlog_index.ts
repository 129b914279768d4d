import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * /metrics counts the outbox's queued and given-up messages at every scrape, on every instance. Sent mail piles up
 * forever while those two stay small: a partial index over just them keeps the count from reading the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index email_outbox_backlog_idx on email_outbox (status) where status in ('queued', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists email_outbox_backlog_idx`.execute(db);
}
