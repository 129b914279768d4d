import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The deals list searches the deal's own copy of its main proponent (deal_associates, since
 * 2026-11-25T0002_deal_person_snapshot), not the customers table the trigram indexes of 2026-11-23T0001 cover: every
 * search read all the proponents (~90 ms at 100k deals). Trigram indexes over the main proponents' names and
 * documents, where PostgreSQL has pg_trgm (the embedded PGlite does not load it: there the search keeps scanning,
 * with the same results).
 *
 * The finer sample of names and documents 2026-11-23T0001 gave customers, now where the search reads, for the same
 * reason: the planner's guess of how many proponents match a name decides between the trigram index and reading
 * every proponent, and a coarse sample can make a rare name look common.
 *
 * And the list's bank filter also takes the deals sent to that bank (deal_bank_submissions): an index by bank finds
 * them without reading every submission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index deal_bank_submissions_bank_idx on deal_bank_submissions (bank_partner_id, deal_id)`.execute(db);
  await sql`alter table deal_associates alter column name set statistics 1000, alter column document set statistics 1000`.execute(db);

  const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!installed.rows.length) return;
  await sql`create index deal_associates_main_name_trgm_idx on deal_associates using gin (name gin_trgm_ops) where main`.execute(db);
  await sql`create index deal_associates_main_document_trgm_idx on deal_associates using gin (document gin_trgm_ops) where main`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_associates alter column name set statistics -1, alter column document set statistics -1`.execute(db);
  for (const name of ['deal_associates_main_document_trgm_idx', 'deal_associates_main_name_trgm_idx', 'deal_bank_submissions_bank_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}
