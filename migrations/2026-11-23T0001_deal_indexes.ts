import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Indexes for companies with many deals (the deals list and the dashboard at 100k deals):
 * - the list's default order, newest first per company, so a page reads 20 index entries instead of sorting all;
 * - deals per bank (the list's bank filter and its count);
 * - a company's timeline by date, and its moves into a stage by date (the dashboard's last 60 days);
 * - trigram indexes for the customer search (ILIKE '%…%' on name, LIKE on the CPF/CNPJ digits), where PostgreSQL
 *   has pg_trgm (contrib). The embedded PGlite as configured does not load it: there the search keeps scanning,
 *   with the same results.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The included columns are the list's other filters and the visibility scope: counting a filtered list then
  // reads the index alone (an index-only scan), never the table.
  await sql`create index deals_company_created_idx on deals (company_id, created_at desc, id) include (pipeline_key, stage, owner_id, subsidiary_id, bank_partner_id)`.execute(db);
  await sql`create index deals_company_bank_idx on deals (company_id, bank_partner_id) include (pipeline_key, stage, owner_id, subsidiary_id)`.execute(db);
  await db.schema.createIndex('deal_events_company_created_idx').on('deal_events').columns(['company_id', 'created_at']).execute();
  // The dashboard's "deals that reached approved / completed / denied in the period", read from the index alone.
  await sql`create index deal_events_stage_to_idx on deal_events (company_id, (data->>'to'), created_at) include (deal_id) where kind in ('stage_changed', 'denied')`.execute(db);
  // A finer sample of names and documents: with the default one, a rare name now and then looks common to the
  // planner, which then walks the whole company newest-first looking for 20 matches (hundreds of ms at 100k deals)
  // instead of finding the few matching customers first.
  await sql`alter table customers alter column name set statistics 1000, alter column document set statistics 1000`.execute(db);

  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows.length) return;
  // Without the right to create it (a managed database), the search still works, unindexed.
  await sql`do $$ begin create extension if not exists pg_trgm; exception when insufficient_privilege then null; end $$`.execute(db);
  const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!installed.rows.length) return;
  await sql`create index customers_name_trgm_idx on customers using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index customers_document_trgm_idx on customers using gin (document gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customers alter column name set statistics -1, alter column document set statistics -1`.execute(db);
  for (const name of ['customers_document_trgm_idx', 'customers_name_trgm_idx', 'deal_events_stage_to_idx', 'deal_events_company_created_idx', 'deals_company_bank_idx', 'deals_company_created_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
