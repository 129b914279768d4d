import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The signed-in user's profile now says when the company's paid access ended (its subscriptions), so a change to
 * subscriptions drops every cached profile, as a change to affiliates or companies does (migration
 * 2026-11-23T0010_cache_invalidation, `profile_changes`). Subscriptions change rarely: subscribing, cancelling,
 * renewing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger subscriptions_profile_changes after insert or update or delete or truncate on subscriptions for each statement execute function cache_notify_all('profile_changes')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists subscriptions_profile_changes on subscriptions`.execute(db);
}
