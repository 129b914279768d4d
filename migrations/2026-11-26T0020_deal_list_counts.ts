import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * The deals list shows the exact total of its filters on every page. Counting it from the deals reads one index
 * entry per deal (~12 ms for a company with 100k deals, on every uncached request). `deal_list_counts` keeps, per
 * company, how many deals there are of each combination of the columns the list filters and scopes by (affiliate,
 * owner, pipeline, stage, bank): a total is then the sum of a few hundred or thousand rows at most, whatever the
 * number of deals.
 *
 * The counts are kept by the database in the statement that changes the deals (statement-level triggers over
 * transition tables), so in any snapshot they equal what counting the deals would give: a total read in the same
 * statement as its page always agrees with it. Each statement adds its changes in one upsert, in key order, so two
 * statements changing the same counts wait for each other instead of deadlocking. An update that moves no deal to
 * another combination (a card's position, an edit of other fields) writes nothing. Derived data: no foreign keys (a
 * company's deals may be deleted in any order); a combination whose count falls to zero stays, as a zero (removing it
 * would race with another statement adding to it, and there are at most as many as combinations ever used).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deal_list_counts (
      company_id uuid not null,
      subsidiary_id uuid not null,
      owner_id uuid not null,
      pipeline_key text not null,
      stage text not null,
      bank_partner_id uuid,
      n bigint not null
    )`.execute(db);
  // The key, in the order the list narrows by (a board, its stages, a bank), and the count: sums read the index alone.
  await sql`
    create unique index deal_list_counts_key on deal_list_counts (company_id, pipeline_key, stage, bank_partner_id, subsidiary_id, owner_id)
    include (n) nulls not distinct`.execute(db);

  // The changed deals' combinations and how many each gains or loses, added in key order (the order rows are locked).
  const upsert = (deltas: string) => `
    insert into deal_list_counts as c (company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, n)
    select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, sum(n) from (${deltas}) deltas
    group by company_id, pipeline_key, stage, bank_partner_id, subsidiary_id, owner_id
    having sum(n) <> 0
    order by company_id, pipeline_key, stage, bank_partner_id, subsidiary_id, owner_id
    on conflict (company_id, pipeline_key, stage, bank_partner_id, subsidiary_id, owner_id) do update set n = c.n + excluded.n`;
  const keyOf = (table: string, sign: string) => `select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, ${sign} as n from ${table}`;
  await sql`
    create function deal_list_counts_apply() returns trigger language plpgsql as ${sql.raw(`$fn$
    begin
      if tg_op = 'INSERT' then
        ${upsert(keyOf('new_rows', '1'))};
      elsif tg_op = 'DELETE' then
        ${upsert(keyOf('old_rows', '-1'))};
      else
        ${upsert(`${keyOf('new_rows', '1')} union all ${keyOf('old_rows', '-1')}`)};
      end if;
      return null;
    end
    $fn$`)}`.execute(db);
  await sql`create trigger deal_list_counts_insert after insert on deals referencing new table as new_rows for each statement execute function deal_list_counts_apply()`.execute(db);
  await sql`create trigger deal_list_counts_update after update on deals referencing old table as old_rows new table as new_rows for each statement execute function deal_list_counts_apply()`.execute(
    db,
  );
  await sql`create trigger deal_list_counts_delete after delete on deals referencing old table as old_rows for each statement execute function deal_list_counts_apply()`.execute(db);
  await sql`
    create function deal_list_counts_clear() returns trigger language plpgsql as $fn$
    begin
      delete from deal_list_counts;
      return null;
    end
    $fn$`.execute(db);
  await sql`create trigger deal_list_counts_truncate after truncate on deals for each statement execute function deal_list_counts_clear()`.execute(db);

  // The deals already there.
  await sql`
    insert into deal_list_counts (company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, n)
    select company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id, count(*) from deals
    group by company_id, subsidiary_id, owner_id, pipeline_key, stage, bank_partner_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['deal_list_counts_insert', 'deal_list_counts_update', 'deal_list_counts_delete', 'deal_list_counts_truncate']) {
    await sql`drop trigger if exists ${sql.id(name)} on deals`.execute(db);
  }
  await sql`drop function if exists deal_list_counts_apply()`.execute(db);
  await sql`drop function if exists deal_list_counts_clear()`.execute(db);
  await sql`drop table if exists deal_list_counts`.execute(db);
}
