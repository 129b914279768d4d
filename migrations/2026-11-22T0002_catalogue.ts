import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_partners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('logo_path', 'text')
    .addColumn('accepts_unregistered_property', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('analysis_without_docs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('financing_expenses', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('average_sla_min', 'integer', (c) => c.notNull())
    .addColumn('average_sla_max', 'integer', (c) => c.notNull())
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('income_commitment', 'numeric(5, 4)', (c) => c.notNull())
    .addColumn('max_applicants', 'integer', (c) => c.notNull())
    .addColumn('min_city_population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_asset_value', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('min_credit_value', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('accept_juridical_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('available_indexer_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('available_table_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('available_asset_type_list', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bank_partners_sla_check', sql`average_sla_min >= 0 and average_sla_max >= average_sla_min`)
    .addCheckConstraint('bank_partners_score_check', sql`credit_score between 0 and 1000`)
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // null = registered globally (every company sees it)
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .addColumn('bank_partner_id', 'uuid', (c) => c.notNull().references('bank_partners.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('fee', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('fee_type', 'text', (c) => c.notNull())
    .addColumn('table', 'text', (c) => c.notNull())
    .addColumn('indexer', 'text', (c) => c.notNull())
    .addColumn('insurer', 'text', (c) => c.notNull())
    .addColumn('administration_fee', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('expense_type', 'text', (c) => c.notNull())
    .addColumn('expense_value_fixed', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('expense_value_percentage', 'numeric(8, 6)', (c) => c.notNull().defaultTo(0))
    .addColumn('ltv', 'numeric(5, 4)', (c) => c.notNull())
    .addColumn('approve_juridical_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min_asset_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('min_credit_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('max_fee', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('min_fee', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('deadline_min', 'integer', (c) => c.notNull())
    .addColumn('deadline_max', 'integer', (c) => c.notNull())
    .addColumn('available_asset_type', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('mip_rate', 'numeric(10, 8)', (c) => c.notNull().defaultTo(0))
    .addColumn('dfi_rate', 'numeric(10, 8)', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('products_fee_check', sql`fee > 0 and fee <= 1`)
    .addCheckConstraint('products_deadline_check', sql`deadline_min >= 1 and deadline_max >= deadline_min`)
    .execute();
  await db.schema.createIndex('products_company_idx').on('products').columns(['company_id', 'type']).execute();
  await db.schema.createIndex('products_bank_idx').on('products').column('bank_partner_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('products').ifExists().execute();
  await db.schema.dropTable('bank_partners').ifExists().execute();
}
