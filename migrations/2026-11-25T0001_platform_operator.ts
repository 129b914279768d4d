import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code.

/**
 * Platform operators: the people who run the platform itself (not a partner company). Only they see platform mail
 * (messages of no company) and change a company's billing state by hand (end or extend a trial). The `master` role
 * is a company role like the others: its permissions never reach past its own company.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('platform_operator', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('platform_operator').execute();
}
