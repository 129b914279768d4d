import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: any) => col.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const now = (col: any) => col.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('corporate_name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('subsidiaries')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('corporate_name', 'text', (c) => c.notNull())
    .addColumn('fantasy_name', 'text', (c) => c.notNull())
    .addColumn('document', 'text')
    .addColumn('email', 'text')
    .addColumn('cellphone', 'text')
    .addColumn('foundation_date', 'date')
    .addColumn('month_billing', 'numeric(14, 2)')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'test', 'inactive')`))
    .addColumn('test_end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('subsidiaries_company_idx').on('subsidiaries').column('company_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', id)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'uuid', id)
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addUniqueConstraint('permissions_module_action_key', ['module', 'action'])
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'uuid', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pkey', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('subsidiary_id', 'uuid', (c) => c.notNull().references('subsidiaries.id'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('cellphone', 'text')
    .addColumn('document', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('gender', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('avatar_path', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('policies_version', 'text')
    .addColumn('policies_accepted_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_company_document_key on users (company_id, document) where document is not null`.execute(db);
  await db.schema.createIndex('users_company_subsidiary_idx').on('users').columns(['company_id', 'subsidiary_id', 'name']).execute();

  // Companies a user may act for (the subsidiary selector lists their affiliates).
  await db.schema
    .createTable('user_companies')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_companies_pkey', ['user_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'uuid', id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('login_attempts_email_idx').on('login_attempts').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('stored', 'sent', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').column('created_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', id)
    .addColumn('company_id', 'uuid', (c) => c.references('companies.id'))
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('data', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('audit_log_company_idx').on('audit_log').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'audit_log',
    'email_outbox',
    'login_attempts',
    'password_reset_tokens',
    'refresh_tokens',
    'user_companies',
    'users',
    'role_permissions',
    'permissions',
    'roles',
    'subsidiaries',
    'companies',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
