import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('simulations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('subsidiary_id', 'uuid', (c) => c.notNull().references('subsidiaries.id'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('internal', 'simulator')`))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_document', 'text', (c) => c.notNull())
    .addColumn('customer_birth_date', 'date')
    .addColumn('customer_cellphone', 'text')
    .addColumn('customer_income', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('operation_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('asset_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('deadline', 'integer', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('best_offer', 'jsonb')
    .addColumn('eligible_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('simulations_company_idx').on('simulations').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('simulations_user_idx').on('simulations').columns(['user_id', 'created_at']).execute();

  // Request counters for public endpoints (shared by every app instance).
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('rate_limit_hits_key_idx').on('rate_limit_hits').columns(['key', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
  await db.schema.dropTable('simulations').ifExists().execute();
}
