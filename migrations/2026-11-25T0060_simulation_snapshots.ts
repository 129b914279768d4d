import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Saved simulations become snapshots: reopening one shows the figures of the day it was saved.
 *
 * - simulations.snapshot: what the screens render, as computed the day it was saved (the engine's result with the
 *   catalogue facts it used: banks, products, rates, tariffs, index projections). Reopening shows it and never
 *   recomputes. Rows saved before this migration have none (null).
 * - simulations.root_id / version: "recalcular com as condições de hoje" saves a new row in the chain of the first
 *   version (root_id null, version 1); the old rows stay as they were.
 * - simulation_proposal_links: the public, revocable link of a saved proposal. Only the SHA-256 of the token is
 *   kept, as with every link that grants access.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('simulations')
    .addColumn('snapshot', 'jsonb')
    .addColumn('root_id', 'uuid', (c) => c.references('simulations.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('simulations_root_idx').on('simulations').columns(['root_id', 'version']).execute();

  await db.schema
    .createTable('simulation_proposal_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('simulation_id', 'uuid', (c) => c.notNull().references('simulations.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'uuid', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('simulation_proposal_links_simulation_idx').on('simulation_proposal_links').columns(['simulation_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulation_proposal_links').ifExists().execute();
  await db.schema.alterTable('simulations').dropColumn('version').dropColumn('root_id').dropColumn('snapshot').execute();
}
