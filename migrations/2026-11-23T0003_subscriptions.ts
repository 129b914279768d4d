import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * What a partner company pays for the platform:
 * - subscriptions: the plan, price, coupon, period, payer data and the card on file. The card is kept ONLY as the
 *   payment provider's token, its brand, last four digits and expiry (PCI DSS: number and security code never
 *   reach this database). One current subscription ('active' or 'canceled' until its period ends) per company.
 * - subscription_invoices: each charge of a period (integer cents), paid or refused, with the provider's reference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('mensal', 'semestral', 'anual')`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'canceled', 'expired')`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('instalments', 'integer', (c) => c.notNull().check(sql`instalments between 1 and 12`))
    .addColumn('coupon', 'text')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_cents >= 0`))
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('payer_email', 'text', (c) => c.notNull())
    .addColumn('payer_document', 'text', (c) => c.notNull())
    .addColumn('payer_phone', 'text', (c) => c.notNull())
    .addColumn('payer_address_number', 'text', (c) => c.notNull())
    .addColumn('payer_postal_code', 'text', (c) => c.notNull().check(sql`payer_postal_code ~ '^[0-9]{8}$'`))
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull().check(sql`card_last4 ~ '^[0-9]{4}$'`))
    .addColumn('card_exp_month', 'integer', (c) => c.notNull().check(sql`card_exp_month between 1 and 12`))
    .addColumn('card_exp_year', 'integer', (c) => c.notNull().check(sql`card_exp_year between 2000 and 2100`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscriptions_period_check', sql`current_period_end > current_period_start`)
    .execute();
  // The rule "one current subscription per company" lives in the database, so two parallel payments cannot both win.
  await sql`create unique index subscriptions_one_current_per_company on subscriptions (company_id) where status in ('active', 'canceled')`.execute(db);
  await db.schema.createIndex('subscriptions_company_idx').on('subscriptions').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('subscription_invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_cents >= 0`))
    .addColumn('instalments', 'integer', (c) => c.notNull().check(sql`instalments between 1 and 12`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid', 'refused')`))
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('subscription_invoices_reference_key', ['payment_provider', 'provider_reference'])
    .execute();
  await db.schema.createIndex('subscription_invoices_company_idx').on('subscription_invoices').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_invoices').ifExists().execute();
  await db.schema.dropTable('subscriptions').ifExists().execute();
}
