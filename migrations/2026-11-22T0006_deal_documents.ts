import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deal_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('associate_id', 'uuid', (c) => c.references('deal_associates.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'received', 'approved', 'rejected')`))
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('mime', 'text')
    .addColumn('size', 'integer')
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deal_documents_deal_idx').on('deal_documents').columns(['deal_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deal_documents').ifExists().execute();
}
