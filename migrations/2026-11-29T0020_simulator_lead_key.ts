import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A lead of the public simulator remembers the key of the browser tab that made it (a SHA-256 of a random value only
 * that tab keeps). Simulating again, or going on with the proposal, continues the lead only when the request presents
 * that key: a celular or an e-mail is known to others and proves nothing. Not unique: one tab may leave a lead on each
 * board, and a new one after the broker took its lead over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deals add column simulator_lead_key text`.execute(db);
  await sql`create index deals_simulator_lead_key_idx on deals (owner_id, simulator_lead_key) where simulator_lead_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deals_simulator_lead_key_idx`.execute(db);
  await sql`alter table deals drop column if exists simulator_lead_key`.execute(db);
}
