/**
 * A query compiled once answers each call with that call's values, exactly as the same query built afresh would
 * (db/compiled-once.ts), and a builder that changes an argument is refused on its first call. On PostgreSQL its text
 * is kept parsed by name on the connection (db/prepared-statements.ts), and still answers after a migration changed
 * the type of a column it reads.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { compiledOnce } from './compiled-once.ts';
import { type Database, openDatabase } from './database.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

// The arguments reach the SQL as values; `true` and the limit stay constants of the compiled text.
const usersOf = (db: Database, companyId: string, name: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('name', '=', name), eb(sql`${companyId}::uuid`, 'is', null)]))
    .orderBy('email')
    .limit(50);

describe('compiledOnce', () => {
  it('binds each call its own values, the same rows as the query built afresh, an argument used twice included', async () => {
    const once = compiledOnce(usersOf, 2);
    const { db } = env.deps;
    const demoAdmin = await db.selectFrom('users').select(['name', 'company_id']).where('id', '=', env.demo.users.administrator.id).executeTakeFirstOrThrow();
    const otherAdmin = await db.selectFrom('users').select(['name', 'company_id']).where('id', '=', env.other.users.administrator.id).executeTakeFirstOrThrow();
    for (const who of [demoAdmin, otherAdmin, demoAdmin, { company_id: demoAdmin.company_id, name: 'Ninguém com este nome' }]) {
      const expected = await usersOf(db, who.company_id, who.name).execute();
      expect(await once(db, who.company_id, who.name)).toEqual(expected);
    }
    expect(await once(db, demoAdmin.company_id, demoAdmin.name)).toHaveLength(1);
    expect(await once(db, otherAdmin.company_id, demoAdmin.name)).toEqual([]);
  });

  it('runs inside a transaction on the transaction', async () => {
    const once = compiledOnce((db: Database, id: string) => db.selectFrom('users').select('name').where('id', '=', id), 1);
    const rollback = new Error('desfaz');
    const inside = env.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Nome só nesta transação' }).where('id', '=', env.demo.users.administrator.id).execute();
      expect(await once(trx, env.demo.users.administrator.id)).toEqual([{ name: 'Nome só nesta transação' }]);
      throw rollback;
    });
    await expect(inside).rejects.toBe(rollback);
    expect(await once(env.deps.db, env.demo.users.administrator.id)).not.toEqual([{ name: 'Nome só nesta transação' }]);
  });

  it('refuses a builder that transforms an argument, on its first call', async () => {
    const lowered = compiledOnce((db: Database, email: string) => db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()), 1);
    await expect(lowered(env.deps.db, 'Admin@Demo.com.br')).rejects.toThrow();
    const unused = compiledOnce((db: Database, _email: string) => db.selectFrom('users').select('id'), 1);
    await expect(unused(env.deps.db, 'admin@demo.com.br')).rejects.toThrow(/argument 0 does not reach the query/);
  });

  it('compiles each combination of given and left-out arguments once, a left-out one leaving its part out', async () => {
    const { db } = env.deps;
    const build = (db: Database, companyId: string, name?: string) => {
      const q = db.selectFrom('users').select(['id', 'name']).where('company_id', '=', companyId).orderBy('id');
      return name === undefined ? q : q.where('name', '=', name);
    };
    const once = compiledOnce(build, 2);
    const admin = await db.selectFrom('users').select(['name', 'company_id']).where('id', '=', env.demo.users.administrator.id).executeTakeFirstOrThrow();
    const everyone = await build(db, admin.company_id).execute();
    expect(everyone.length).toBeGreaterThan(1);
    // Alternating shapes: each answers with its own SQL, not the one compiled first.
    for (let i = 0; i < 2; i++) {
      expect(await once(db, admin.company_id)).toEqual(everyone);
      expect(await once(db, admin.company_id, admin.name)).toEqual(await build(db, admin.company_id, admin.name).execute());
      expect(await once(db, env.other.companyId)).toEqual(await build(db, env.other.companyId).execute());
    }
  });

  describe.runIf(process.env.DATABASE_URL)('(só PostgreSQL) kept parsed by name', () => {
    let single: Awaited<ReturnType<typeof openDatabase>>;
    beforeAll(async () => {
      // One connection, so what it keeps is what pg_prepared_statements lists.
      single = await openDatabase({ databaseUrl: env.deps.config.databaseUrl!, poolSize: 1 });
    });
    afterAll(() => single?.close());

    it('parses the text once on the connection and runs it by name afterwards', async () => {
      const once = compiledOnce((db: Database, id: string) => db.selectFrom('users').select(['name', 'email']).where('id', '=', id).where('active', '=', true), 1);
      for (let i = 0; i < 3; i++) expect(await once(single.db, env.demo.users.administrator.id)).toHaveLength(1);
      const kept = await sql<{
        statement: string;
        runs: number;
      }>`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like ${'%"active" = %'}`.execute(single.db);
      expect(kept.rows).toEqual([{ statement: expect.stringContaining('"users"'), runs: 3 }]);
    });

    it('keeps nothing parsed for a query planned on each run (its values decide its plan)', async () => {
      const planned = compiledOnce((db: Database, email: string) => db.selectFrom('users').select('id').where('email', 'ilike', email), 1, { planEachRun: true });
      for (let i = 0; i < 6; i++) expect(await planned(single.db, 'admin@demo.com.br')).toHaveLength(1);
      const kept = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%ilike%'}`.execute(single.db);
      expect(kept.rows).toEqual([{ n: 0 }]);
    });

    it('still answers after a migration changed the type of a column it reads', async () => {
      await sql`create table kept_parsed_probe (x integer)`.execute(single.db);
      await sql`insert into kept_parsed_probe values (7)`.execute(single.db);
      const once = compiledOnce((_db: Database) => sql<{ x: unknown }>`select x from kept_parsed_probe`, 0);
      expect(await once(single.db)).toEqual([{ x: 7 }]);
      await sql`alter table kept_parsed_probe alter column x type text`.execute(single.db);
      expect(await once(single.db)).toEqual([{ x: '7' }]);
      expect(await once(single.db)).toEqual([{ x: '7' }]);
    });
  });
});
