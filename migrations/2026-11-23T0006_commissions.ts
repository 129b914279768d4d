import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Commissions (docs/design/product-spec.md §3, §4): one per deal, following forecast → invoice pending → payment
 * pending → paid (or cancelled), money in integer cents; and the transactions of each commission (inflow from the bank,
 * outflow to whoever shares it), each with its own status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('commissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('subsidiary_id', 'uuid', (c) => c.notNull().references('subsidiaries.id'))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().unique().references('deals.id').onDelete('cascade'))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('bank_partner_id', 'uuid', (c) => c.references('bank_partners.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PREVISION', 'PENDING_INVOICE', 'PAYMENT_PENDING', 'PAID', 'CANCELED')`))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('bank'))
    .addColumn('approved_value_cents', 'bigint', (c) => c.notNull().check(sql`approved_value_cents >= 0`))
    /** Basis points of the approved value (150 = 1,50 %). */
    .addColumn('rate_bps', 'integer', (c) => c.notNull().check(sql`rate_bps between 0 and 10000`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('due_date', 'date')
    .addColumn('invoice_number', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('vehicle_plate', 'text')
    /** Bank partners of the case: in analysis, approved, chosen and preferred (docs/design/product-spec.md §3). */
    .addColumn('banks', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"inAnalysis":[],"approved":[],"chosen":null,"preferred":null}'::jsonb`))
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('commissions_company_idx').on('commissions').columns(['company_id', 'status', 'due_date']).execute();
  await db.schema.createIndex('commissions_owner_idx').on('commissions').columns(['company_id', 'owner_id']).execute();

  await db.schema
    .createTable('commission_transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('commission_id', 'uuid', (c) => c.notNull().references('commissions.id').onDelete('cascade'))
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'PAID', 'CANCELED')`))
    .addColumn('flow', 'smallint', (c) => c.notNull().check(sql`flow in (1, 2)`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('commission_transactions_commission_idx').on('commission_transactions').columns(['commission_id', 'due_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('commission_transactions').ifExists().execute();
  await db.schema.dropTable('commissions').ifExists().execute();
}
