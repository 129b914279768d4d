import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Accounts: self-registration, pre-registration, affiliates and the account profile.
 * - companies: the docs/design/product-spec.md §3 "Company" data (every column nullable, so existing tenants keep
 *   working), marketing UTM fields, the policies acceptance of the registration, and the
 *   company's identity (primary colour, logo);
 * - subsidiaries: `registration_pending` marks an affiliate created by an administrator and waiting for its own
 *   registration at /cadastro-filial/{companyId}/{subsidiaryId} (the status keeps its meaning: active/test/inactive);
 * - users: mother's name and marital status (the registration's user "info") and the colour scheme preference;
 * - company_addresses (one per company), company_contacts, bank_accounts (at most one main per company);
 * - pre_registrations: a prospect's short form, completed later through an e-mailed token (stored as a hash).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (col: any) => col.notNull().defaultTo(sql`now()`);

  await db.schema
    .alterTable('companies')
    .addColumn('fantasy_name', 'text')
    .addColumn('line_of_business', 'text')
    .addColumn('site', 'text')
    .addColumn('volume_of_operations', 'text', (c) => c.check(sql`volume_of_operations in ('none', 'low', 'medium', 'high', 'veryHigh')`))
    .addColumn('operates_in_real_estate', 'boolean')
    .addColumn('foundation_date', 'date')
    .addColumn('monthly_billing', 'numeric(14, 2)')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('subscriber_name', 'text')
    .addColumn('subscriber_email', 'text')
    .addColumn('subscriber_cellphone', 'text')
    .addColumn('is_user_company_administrator', 'boolean')
    .addColumn('administrator_name', 'text')
    .addColumn('administrator_email', 'text')
    .addColumn('administrator_cellphone', 'text')
    .addColumn('administrator_birth_date', 'date')
    .addColumn('administrator_document', 'text')
    .addColumn('utm_ref', 'text')
    .addColumn('ref_landing', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('policies_version', 'text')
    .addColumn('policies_accepted_at', 'timestamptz')
    .addColumn('primary_color', 'text')
    .addColumn('logo_path', 'text')
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  // Duplicate-CNPJ checks look documents up on both tables.
  await db.schema.createIndex('companies_document_idx').on('companies').column('document').execute();
  await db.schema.createIndex('subsidiaries_document_idx').on('subsidiaries').column('document').execute();

  await db.schema
    .alterTable('subsidiaries')
    .addColumn('registration_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('registered_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('mother_name', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('color_scheme', 'text', (c) => c.check(sql`color_scheme in ('light', 'dark', 'auto')`))
    .execute();

  await db.schema
    .createTable('company_addresses')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.notNull().unique().references('companies.id').onDelete('cascade'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('Brasil'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('company_contacts')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cellphone', 'email', 'site', 'phone')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('company_contacts_company_idx').on('company_contacts').columns(['company_id', 'position']).execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('account_digit', 'text', (c) => c.notNull())
    .addColumn('agency_number', 'text', (c) => c.notNull())
    .addColumn('agency_digit', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('bank_accounts_company_idx').on('bank_accounts').column('company_id').execute();
  // One main account per company, whatever the races.
  await sql`create unique index bank_accounts_one_main_key on bank_accounts (company_id) where main`.execute(db);

  await db.schema
    .createTable('pre_registrations')
    .addColumn('id', 'uuid', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('cellphone', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('volume_of_operations', 'text', (c) => c.notNull())
    .addColumn('source_name', 'text')
    .addColumn('marketing', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .execute();
  await db.schema.createIndex('pre_registrations_created_idx').on('pre_registrations').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['pre_registrations', 'bank_accounts', 'company_contacts', 'company_addresses']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.alterTable('users').dropColumn('mother_name').dropColumn('marital_status').dropColumn('color_scheme').execute();
  await db.schema.alterTable('subsidiaries').dropColumn('registration_pending').dropColumn('registered_at').dropColumn('updated_at').execute();
  await db.schema.dropIndex('subsidiaries_document_idx').ifExists().execute();
  await db.schema.dropIndex('companies_document_idx').ifExists().execute();
  const columns = [
    'fantasy_name',
    'line_of_business',
    'site',
    'volume_of_operations',
    'operates_in_real_estate',
    'foundation_date',
    'monthly_billing',
    'phone',
    'email',
    'subscriber_name',
    'subscriber_email',
    'subscriber_cellphone',
    'is_user_company_administrator',
    'administrator_name',
    'administrator_email',
    'administrator_cellphone',
    'administrator_birth_date',
    'administrator_document',
    'utm_ref',
    'ref_landing',
    'utm_content',
    'utm_medium',
    'utm_source',
    'utm_campaign',
    'utm_term',
    'policies_version',
    'policies_accepted_at',
    'primary_color',
    'logo_path',
    'updated_at',
  ];
  let alter = db.schema.alterTable('companies') as any;
  for (const c of columns) alter = alter.dropColumn(c);
  await alter.execute();
}
