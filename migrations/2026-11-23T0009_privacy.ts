import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * LGPD self-service (art. 18): anonymised customers and users are marked (what the law requires stays, the rest is
 * gone), and the requests of data subjects (e.g. erasure asked through the tracking link) are kept until answered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('anonymised_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('anonymised_at', 'timestamptz').execute();
  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('deal_id', 'uuid', (c) => c.references('deals.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('erasure', 'access', 'correction')`))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'done', 'refused')`))
    .addColumn('answer', 'text')
    .addColumn('resolved_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('privacy_requests_company_idx').on('privacy_requests').columns(['company_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_requests').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
  await db.schema.alterTable('customers').dropColumn('anonymised_at').execute();
}
