import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * A deal's timeline is ordered by when each event happened. Several events written in one transaction (a proposal
 * from the public link: the deal created, then the customer's note) all got the transaction's start time (`now()`),
 * and the timeline showed them in an arbitrary order, the note before the deal existed. `clock_timestamp()` is the time
 * of each insert: events of one transaction keep the order they were written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_events alter column created_at set default clock_timestamp()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_events alter column created_at set default now()`.execute(db);
}
