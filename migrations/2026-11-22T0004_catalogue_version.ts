import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * One counter bumped by any change to products or bank partners (by a trigger, so every writer counts).
 * App instances cache the catalogue and reload it when the counter moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_catalogue_version after insert or update or delete on products for each statement execute function bump_catalogue_version()`.execute(db);
  await sql`create trigger bank_partners_catalogue_version after insert or update or delete on bank_partners for each statement execute function bump_catalogue_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists products_catalogue_version on products`.execute(db);
  await sql`drop trigger if exists bank_partners_catalogue_version on bank_partners`.execute(db);
  await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}
