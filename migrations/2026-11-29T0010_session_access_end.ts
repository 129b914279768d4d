import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The session behind a bearer token now also reads until when its account may work: its affiliate's billing state
 * (status, end of the test period) and the company's subscriptions (when its paid access ends). A change to those now
 * drops every cached session (`auth_changes`, payload '*'), as it already drops every cached profile (migrations
 * 2026-11-23T0010_cache_invalidation and 2026-11-28T0020_subscription_profile_changes). Only the columns that decide the
 * access count: renaming an affiliate or claiming a renewal drops nothing. Both change rarely (a status changed by
 * hand, subscribing, cancelling, a renewal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger subsidiaries_auth_changes after update of company_id, status, test_end_at or delete or truncate on subsidiaries for each statement execute function cache_notify_all('auth_changes')`.execute(
    db,
  );
  await sql`create trigger subscriptions_auth_changes after insert or update of company_id, status, current_period_end or delete or truncate on subscriptions for each statement execute function cache_notify_all('auth_changes')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists subscriptions_auth_changes on subscriptions`.execute(db);
  await sql`drop trigger if exists subsidiaries_auth_changes on subsidiaries`.execute(db);
}
