import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/** Longest name key kept: a longer search looks up its first characters and rechecks the candidates. */
const NAME_KEY_LENGTH = 24;

/** Deals whose keys one statement of the backfill writes (~26 keys each). */
const BACKFILL_DEALS = 5_000;

/**
 * The deals list finds a deal by any part of its main proponent's name or document ("contains"). A trigram index
 * answers that by intersecting one posting list per trigram of the search, and lists of common trigrams ("ana",
 * "cha", the digits of a CPF) grow with the table: ~1.3 ms of index scan for "Helena Rocha" at 100k deals, ~1,300
 * candidates rechecked for a partial CPF (docs/performance.md, "Nona passagem"). The embedded PGlite has no pg_trgm
 * at all: there every search read all the proponents.
 *
 * `deal_search_keys` holds, per deal, every suffix of its main proponent's folded name (search_fold, starting at a
 * letter that is not a space, at least 3 characters, cut to 24) and of its document. A text contains a search of 3
 * or more characters exactly when one of its suffixes starts with it, so a search becomes one range of a B-tree
 * (`key like 'helena rocha%'`, collation C): as many entries read as there are matches, on both databases. Keys are
 * prefixed by what they come from ('n' name, 'd' document), so a digit search of the document never matches digits
 * in a name. A search longer than 24 characters looks up its first 24 and the caller rechecks the full text.
 *
 * Kept by the database: inserting or deleting proponents (statement triggers over transition tables), changing the
 * name, document, main flag or deal of one (a row trigger: rare, one deal at a time), and deleting deals. The keys
 * of a deal are recomputed from its current main proponent, never patched. Derived data, no foreign keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function deal_search_keys_of(name_folded text, document text) returns setof text
    language sql immutable parallel safe
    as ${sql.lit(`
      select 'n' || left(substr($1, i), ${NAME_KEY_LENGTH}) from generate_series(1, length($1) - 2) i where substr($1, i, 1) <> ' '
      union
      select 'd' || substr($2, i) from generate_series(1, length($2) - 2) i`)}`.execute(db);
  await sql`
    create table deal_search_keys (
      company_id uuid not null,
      key text collate "C" not null,
      deal_id uuid not null
    )`.execute(db);

  // The search: a range of keys within the company, the deals read from the index alone.
  await sql`create index deal_search_keys_key on deal_search_keys (company_id, key) include (deal_id)`.execute(db);
  // Recomputing or dropping one deal's keys.
  await sql`create index deal_search_keys_deal on deal_search_keys (deal_id)`.execute(db);

  // The deals already there, a few thousand at a time in the order of their ids: every statement stays short whatever
  // the number of deals of the whole database (the connection's query timeout bounds migrations too).
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ last: string | null }>`
      select max(id::text)::uuid as last from (select id from deals where id > ${after}::uuid order by id limit ${BACKFILL_DEALS}) batch`.execute(db);
    const last = rows[0]?.last;
    if (!last) break;
    await sql`
      insert into deal_search_keys (company_id, key, deal_id)
      select d.company_id, k.key, a.deal_id from deal_associates a join deals d on d.id = a.deal_id
      cross join lateral deal_search_keys_of(a.name_folded, a.document) k(key)
      where a.main and a.deal_id > ${after}::uuid and a.deal_id <= ${last}::uuid`.execute(db);
    after = last;
  }
  await sql`analyze deal_search_keys`.execute(db);

  // The keys of the given deals, from their main proponent as it now is.
  const keysOf = (dealIds: string) => `
    insert into deal_search_keys (company_id, key, deal_id)
    select d.company_id, k.key, a.deal_id
    from deal_associates a
    join deals d on d.id = a.deal_id
    cross join lateral deal_search_keys_of(a.name_folded, a.document) k(key)
    where a.main and a.deal_id in (${dealIds})`;
  await sql`
    create function deal_search_keys_apply() returns trigger language plpgsql as ${sql.raw(`$fn$
    begin
      if tg_op = 'INSERT' then
        ${keysOf('select deal_id from new_rows where main')};
      else
        delete from deal_search_keys where deal_id in (select deal_id from old_rows where main);
      end if;
      return null;
    end
    $fn$`)}`.execute(db);
  await sql`create trigger deal_search_keys_insert after insert on deal_associates referencing new table as new_rows for each statement execute function deal_search_keys_apply()`.execute(db);
  await sql`create trigger deal_search_keys_delete after delete on deal_associates referencing old table as old_rows for each statement execute function deal_search_keys_apply()`.execute(db);
  await sql`
    create function deal_search_keys_refresh() returns trigger language plpgsql as ${sql.raw(`$fn$
    begin
      delete from deal_search_keys where deal_id in (old.deal_id, new.deal_id);
      ${keysOf('old.deal_id, new.deal_id')};
      return null;
    end
    $fn$`)}`.execute(db);
  await sql`
    create trigger deal_search_keys_update after update of name, document, main, deal_id on deal_associates for each row
    when ((old.main or new.main) and (old.name, old.document, old.main, old.deal_id) is distinct from (new.name, new.document, new.main, new.deal_id))
    execute function deal_search_keys_refresh()`.execute(db);
  await sql`
    create function deal_search_keys_drop() returns trigger language plpgsql as $fn$
    begin
      delete from deal_search_keys where deal_id in (select id from old_rows);
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger deal_search_keys_deals_delete after delete on deals referencing old table as old_rows for each statement execute function deal_search_keys_drop()`.execute(db);
  await sql`
    create function deal_search_keys_clear() returns trigger language plpgsql as $fn$
    begin
      delete from deal_search_keys;
      return null;
    end
    $fn$`.execute(db);
  for (const table of ['deals', 'deal_associates']) {
    await sql`create trigger deal_search_keys_truncate after truncate on ${sql.id(table)} for each statement execute function deal_search_keys_clear()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of [
    ['deal_search_keys_insert', 'deal_associates'],
    ['deal_search_keys_delete', 'deal_associates'],
    ['deal_search_keys_update', 'deal_associates'],
    ['deal_search_keys_truncate', 'deal_associates'],
    ['deal_search_keys_deals_delete', 'deals'],
    ['deal_search_keys_truncate', 'deals'],
  ]) {
    await sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}`.execute(db);
  }
  for (const fn of ['deal_search_keys_apply', 'deal_search_keys_refresh', 'deal_search_keys_drop', 'deal_search_keys_clear']) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
  await sql`drop table if exists deal_search_keys`.execute(db);
  await sql`drop function if exists deal_search_keys_of(text, text)`.execute(db);
}
