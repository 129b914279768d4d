import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('person_type', 'text', (c) => c.notNull().check(sql`person_type in ('individual', 'company')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date')
    .addColumn('gender', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('mother_name', 'text')
    .addColumn('serasa_score', 'integer', (c) => c.check(sql`serasa_score between 0 and 1000`))
    .addColumn('monthly_billing', 'numeric(14, 2)')
    .addColumn('identity_card', 'jsonb')
    .addColumn('email', 'text')
    .addColumn('cellphone', 'text')
    .addColumn('incomes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('customers_company_document_key', ['company_id', 'document'])
    .execute();

  await db.schema
    .createTable('deals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'bigserial', (c) => c.notNull().unique())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('subsidiary_id', 'uuid', (c) => c.notNull().references('subsidiaries.id'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('pipeline_key', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('position', 'float8', (c) => c.notNull())
    .addColumn('operation_type', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('bext', 'simulator', 'public', 'internal')`))
    .addColumn('operation_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('objective', 'text')
    .addColumn('deadline', 'integer', (c) => c.notNull())
    .addColumn('defense', 'text', (c) => c.check(sql`char_length(defense) <= 2000`))
    .addColumn('down_payment', 'numeric(14, 2)')
    .addColumn('financed_value', 'numeric(14, 2)')
    .addColumn('is_property_already_chosen', 'boolean')
    .addColumn('asset', 'jsonb', (c) => c.notNull())
    .addColumn('asset_value', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('product_id', 'uuid', (c) => c.references('products.id'))
    .addColumn('bank_partner_id', 'uuid', (c) => c.references('bank_partners.id'))
    .addColumn('simulation_id', 'uuid', (c) => c.references('simulations.id'))
    .addColumn('status_reason', 'text')
    .addColumn('detailed_denial_reason', 'text')
    .addColumn('stage_entered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('deals_board_idx').on('deals').columns(['company_id', 'pipeline_key', 'stage', 'position']).execute();
  await db.schema.createIndex('deals_owner_idx').on('deals').columns(['company_id', 'owner_id']).execute();
  await db.schema.createIndex('deals_subsidiary_idx').on('deals').columns(['company_id', 'subsidiary_id']).execute();

  await db.schema
    .createTable('deal_associates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id'))
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notify', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_restrictions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('CUSTOMER', 'SELLER')`))
    .addColumn('relationship', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_associates_deal_idx').on('deal_associates').column('deal_id').execute();
  await db.schema.createIndex('deal_associates_customer_idx').on('deal_associates').column('customer_id').execute();
  await sql`create unique index deal_associates_one_main on deal_associates (deal_id) where main`.execute(db);

  await db.schema
    .createTable('deal_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deal_events_deal_idx').on('deal_events').columns(['deal_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['deal_events', 'deal_associates', 'deals', 'customers']) await db.schema.dropTable(t).ifExists().execute();
}
