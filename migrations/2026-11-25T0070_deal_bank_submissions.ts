import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * One deal, several banks: a deal is sent to several bank partners (optionally a product of each) and
 * each answers on its own — sent, in analysis, pending documents, approved (with the approved value and
 * conditions) or denied (with the bank's reason). The customer chooses one approved submission, which becomes the
 * deal's bank and drives the commission; at most one per deal is chosen (partial unique index).
 *
 * Backfill: every deal that already has a bank gets that bank as a submission, its status read from the stage
 * (approved at or after the approval stage, and then chosen; denied for denied deals), so old deals show their bank.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deal_bank_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('deal_id', 'uuid', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('bank_partner_id', 'uuid', (c) => c.notNull().references('bank_partners.id'))
    .addColumn('product_id', 'uuid', (c) => c.references('products.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('sent'))
    .addColumn('approved_value', 'numeric(14, 2)')
    /** Rate, term and notes of the approval, as the bank sent them. */
    .addColumn('conditions', 'text')
    /** The bank's reason for denying. */
    .addColumn('denial_reason', 'text')
    /** What the bank asked for while pending. */
    .addColumn('requested_documents', 'text')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** When the bank approved or denied (null while undecided). */
    .addColumn('decided_at', 'timestamptz')
    .addColumn('chosen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('deal_bank_submissions_status_check', sql`status in ('sent', 'analysis', 'pending', 'approved', 'denied')`)
    .addCheckConstraint('deal_bank_submissions_approved_check', sql`status <> 'approved' or approved_value > 0`)
    .addCheckConstraint('deal_bank_submissions_denied_check', sql`status <> 'denied' or denial_reason is not null`)
    .addCheckConstraint('deal_bank_submissions_chosen_check', sql`not chosen or status = 'approved'`)
    .execute();
  // The same bank (and product) once per deal.
  await sql`create unique index deal_bank_submissions_unique_idx on deal_bank_submissions (deal_id, bank_partner_id, product_id) nulls not distinct`.execute(db);
  // The customer chooses one.
  await sql`create unique index deal_bank_submissions_chosen_idx on deal_bank_submissions (deal_id) where chosen`.execute(db);
  await db.schema.createIndex('deal_bank_submissions_company_idx').on('deal_bank_submissions').columns(['company_id', 'status']).execute();

  const approvedStages = `'approved', 'legalReview', 'contractIssuance', 'propertyRegistry', 'inspection', 'formalization', 'contract', 'completed'`;
  await sql`
    insert into deal_bank_submissions
      (company_id, deal_id, bank_partner_id, product_id, status, approved_value, denial_reason, sent_at, status_changed_at, decided_at, chosen, created_by)
    select d.company_id, d.id, d.bank_partner_id, d.product_id, s.status,
      case when s.status = 'approved' then coalesce(d.financed_value, d.operation_value) end,
      case when s.status = 'denied' then coalesce(d.detailed_denial_reason, d.status_reason, 'Negado pelo banco') end,
      d.created_at, d.stage_entered_at,
      case when s.status in ('approved', 'denied') then d.stage_entered_at end,
      s.status = 'approved', d.created_by
    from deals d
    cross join lateral (select case
      when d.stage = 'denied' then 'denied'
      when d.stage in (${sql.raw(approvedStages)}) then 'approved'
      when d.stage in ('creditAnalysis', 'analysis') then 'analysis'
      else 'sent' end as status) s
    where d.bank_partner_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deal_bank_submissions').ifExists().execute();
}
