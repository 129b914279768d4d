import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A public proposal remembers the key its browser tab sent with it (a SHA-256 of a random value the tab keeps), so
 * the same tab sending again — the answer lost on a phone's mobile data, the tap repeated — gets its proposal back
 * with a working tracking link instead of "you already sent this". One key per broker at most (the proposals are looked up among the broker's own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deals add column public_submission_key text`.execute(db);
  await sql`create unique index deals_public_submission_key_idx on deals (owner_id, public_submission_key) where public_submission_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deals_public_submission_key_idx`.execute(db);
  await sql`alter table deals drop column if exists public_submission_key`.execute(db);
}
