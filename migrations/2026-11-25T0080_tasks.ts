import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Tasks (follow-up activities) on deals and customers, and the task a company suggests after a stage change:
 * - tasks: a call, WhatsApp, visit, document chase or other, due at a time, assigned to a user of the company; done
 *   when `done_at` is set. `reminded_at` is set once the reminder sweep has notified the assignee, so several app
 *   instances sweeping at once notify once.
 * - stage_task_templates: a company's own suggestion for a pipeline stage (overrides the built-in one; `active`
 *   false switches the stage's suggestion off).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('subsidiary_id', 'uuid', (c) => c.notNull().references('subsidiaries.id'))
    .addColumn('deal_id', 'uuid', (c) => c.references('deals.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('call', 'whatsapp', 'visit', 'documents', 'other')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('assignee_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('tasks_record_check', sql`deal_id is not null or customer_id is not null`)
    .execute();
  await db.schema.createIndex('tasks_deal_idx').on('tasks').columns(['deal_id', 'due_at']).execute();
  await db.schema.createIndex('tasks_customer_idx').on('tasks').columns(['customer_id', 'due_at']).execute();
  // "Hoje" and the board's overdue badge read open tasks by assignee / deal and due time.
  await sql`create index tasks_open_assignee_idx on tasks (assignee_id, due_at) where done_at is null`.execute(db);
  await sql`create index tasks_open_deal_idx on tasks (deal_id, due_at) where done_at is null`.execute(db);
  // The reminder sweep's look-up: open tasks not yet reminded, by due time.
  await sql`create index tasks_remind_idx on tasks (due_at) where done_at is null and reminded_at is null`.execute(db);

  await db.schema
    .createTable('stage_task_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('pipeline_key', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('call', 'whatsapp', 'visit', 'documents', 'other')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_in_hours', 'integer', (c) => c.notNull().check(sql`due_in_hours between 0 and 2160`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('stage_task_templates_stage_key', ['company_id', 'pipeline_key', 'stage'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stage_task_templates').ifExists().execute();
  await db.schema.dropTable('tasks').ifExists().execute();
}
