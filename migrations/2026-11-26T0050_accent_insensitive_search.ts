import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/**
 * Searches find names whatever their accents and case: a broker who types "patricia" or "JOSE" on a phone finds
 * "Patrícia" and "José". `search_fold` lowers the text and drops the accents of Portuguese (and Spanish) letters; the
 * searches compare search_fold of the column with search_fold of the pattern. Upper-case accented letters are mapped
 * too: in a database whose character class is C, lower() changes only ASCII letters.
 *
 * The deals' proponents, searched by every board and deals list, keep their folded name in a stored generated column
 * (`name_folded`): a trigram search rechecks each candidate row, and folding there would cost the fold per candidate
 * (a CPF search rechecks about a thousand at 100k deals). The trigram indexes over names (2026-11-23T0001 on
 * customers, 2026-11-26T0010 on the deals' main proponents) move to the folded names, where PostgreSQL has pg_trgm,
 * with the same finer sample for the planner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (ACCENTED.length !== PLAIN.length) throw new Error('search_fold: the two alphabets must have the same length');
  await sql`
    create function search_fold(text) returns text
    language sql immutable strict parallel safe
    as ${sql.lit(`select translate(lower($1), '${ACCENTED}', '${PLAIN}')`)}`.execute(db);
  await sql`alter table deal_associates add column name_folded text generated always as (search_fold(name)) stored`.execute(db);
  await sql`alter table deal_associates alter column name_folded set statistics 1000`.execute(db);

  const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!installed.rows.length) return;
  await sql`drop index if exists customers_name_trgm_idx`.execute(db);
  await sql`create index customers_name_trgm_idx on customers using gin (search_fold(name) gin_trgm_ops)`.execute(db);
  await sql`alter index customers_name_trgm_idx alter column 1 set statistics 1000`.execute(db);
  await sql`drop index if exists deal_associates_main_name_trgm_idx`.execute(db);
  await sql`create index deal_associates_main_name_trgm_idx on deal_associates using gin (name_folded gin_trgm_ops) where main`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length) {
    await sql`drop index if exists customers_name_trgm_idx`.execute(db);
    await sql`create index customers_name_trgm_idx on customers using gin (name gin_trgm_ops)`.execute(db);
    await sql`drop index if exists deal_associates_main_name_trgm_idx`.execute(db);
    await sql`create index deal_associates_main_name_trgm_idx on deal_associates using gin (name gin_trgm_ops) where main`.execute(db);
  }
  await sql`alter table deal_associates drop column name_folded`.execute(db);
  await sql`drop function if exists search_fold(text)`.execute(db);
}
