import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Tickets that open a live board's event stream (server-sent events cannot send an Authorization header, and an
 * access token in the URL would land in proxy logs). A ticket is asked for with the bearer token, lives at most a
 * minute, works once, and is kept only as a hash, here in the database so whichever app instance the stream reaches
 * can redeem it. It names the session (refresh family) it was issued under: the stream lives only as long as it does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stream_tickets_expires_idx').on('stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
