import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Consents: provable consent of signed-in users (LGPD art. 8 — who, what, which version, when, from where).
 * Append-only: a new choice is a new row, so the history of a user's choices stays as evidence.
 * `kind` is 'cookies' today (the cookie banner's categories in `choices`); other consents may use it later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('choices', 'jsonb', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('consents_user_created_idx').on('consents').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consents').ifExists().execute();
}
