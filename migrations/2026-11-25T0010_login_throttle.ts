import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * External security review (docs/design/security.md "Authentication and sessions", R6, R7, R14).
 *
 * - login_attempts.status replaces `success`: an attempt is recorded as `pending` before the password is checked
 *   (parallel guesses see each other), then becomes `failed` or `succeeded`; one refused with 429 becomes `throttled`
 *   and one cleared by an e-mailed unlock link becomes `cleared`: neither counts as a failure.
 * - login_unlock_tokens: the e-mailed unlock links (stored as a hash, single use, 30 minutes).
 * - refresh_tokens.successor_ciphertext: the successor of a used refresh token, encrypted with a key only the
 *   presenter of the used token can derive, kept for the grace window so concurrent tabs get the same successor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('failed').check(sql`status in ('pending', 'failed', 'succeeded', 'throttled', 'cleared')`))
    .execute();
  await sql`update login_attempts set status = case when success then 'succeeded' else 'failed' end`.execute(db);
  await db.schema.alterTable('login_attempts').dropColumn('success').execute();
  await db.schema
    .alterTable('login_attempts')
    .alterColumn('status', (c) => c.dropDefault())
    .execute();
  // The pair (account, client) is what the throttle counts.
  await db.schema.createIndex('login_attempts_email_ip_idx').on('login_attempts').columns(['email', 'ip', 'created_at']).execute();

  await db.schema
    .createTable('login_unlock_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('login_unlock_tokens_user_idx').on('login_unlock_tokens').columns(['user_id', 'created_at']).execute();

  await db.schema.alterTable('refresh_tokens').addColumn('successor_ciphertext', 'text').execute();
  // Only rows inside their grace window hold a ciphertext: the wipe finds them without scanning the table.
  await sql`create index refresh_tokens_successor_idx on refresh_tokens (used_at) where successor_ciphertext is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists refresh_tokens_successor_idx`.execute(db);
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_ciphertext').execute();
  await db.schema.dropTable('login_unlock_tokens').execute();
  await db.schema.dropIndex('login_attempts_email_ip_idx').execute();
  await db.schema
    .alterTable('login_attempts')
    .addColumn('success', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update login_attempts set success = (status = 'succeeded')`.execute(db);
  await db.schema
    .alterTable('login_attempts')
    .alterColumn('success', (c) => c.dropDefault())
    .execute();
  await db.schema.alterTable('login_attempts').dropColumn('status').execute();
}
