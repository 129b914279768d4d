/**
 * A query compiled once answers each call with that call's values, exactly as the same query built afresh would
 * (db/compiled-once.ts), and a builder that changes an argument is refused on its first call. Its text is kept parsed
 * by name on the connection (db/prepared-statements.ts; on PGlite, db/pglite-kept-parsed.ts), sends the same values,
 * and still answers after a database error or after a migration changed the type of a column it reads.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, openPgliteFromSnapshot, type TestEnv } from '../test/harness.ts';
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

  describe('kept parsed by name', () => {
    let single: { db: Database; close(): Promise<void> };
    beforeAll(async () => {
      // One connection, so what it keeps is what pg_prepared_statements lists (PGlite is one connection already).
      single = env.driver === 'pg' ? await openDatabase({ databaseUrl: env.deps.config.databaseUrl!, poolSize: 1 }) : { db: env.deps.db, close: async () => undefined };
    });
    afterAll(() => single?.close());

    it('parses the text once on the connection and runs it by name afterwards', async () => {
      const once = compiledOnce(
        (db: Database, id: string) =>
          db
            .selectFrom('users')
            .select(['name', 'email', sql<number>`1`.as('kept_probe')])
            .where('id', '=', id)
            .where('active', '=', true),
        1,
      );
      for (let i = 0; i < 3; i++) expect(await once(single.db, env.demo.users.administrator.id)).toHaveLength(1);
      const kept = await sql<{
        statement: string;
        runs: number;
      }>`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like ${'%kept_probe%'}`.execute(single.db);
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

    it('sends dates, objects, lists, booleans and nulls as the same values the query built afresh sends', async () => {
      const build = (_db: Database, at: Date, doc: string, ids: readonly string[], flag: boolean, none: string | null) =>
        sql<Record<string, unknown>>`select ${at}::timestamptz as at, ${doc}::jsonb as doc, ${ids}::uuid[] as ids, ${flag}::boolean as flag, ${none}::text as none, ${12345678901}::int8 as big`;
      const once = compiledOnce(build, 5);
      const doc = { valor: 'R$ 1.234,56', itens: [1, 2] };
      const args = [new Date('2026-11-26T10:20:30.456Z'), JSON.stringify(doc), [env.demo.users.administrator.id], true, null] as const;
      const expected = (await build(env.deps.db, ...args).execute(env.deps.db)).rows;
      expect(expected[0]).toMatchObject({ at: args[0], doc, ids: args[2], flag: true, none: null, big: 12345678901 });
      for (let i = 0; i < 2; i++) expect(await once(single.db, ...args)).toEqual(expected);
    });

    it('a kept statement refused by the database throws its error and leaves the connection answering', async () => {
      await sql`create table kept_parsed_unique (k text primary key)`.execute(single.db);
      const insert = compiledOnce((_db: Database, k: string) => sql`insert into kept_parsed_unique (k) values (${k})`, 1);
      await insert(single.db, 'a');
      await expect(insert(single.db, 'a')).rejects.toMatchObject({ code: '23505' });
      await insert(single.db, 'b');
      const rows = await sql<{ k: string }>`select k from kept_parsed_unique order by k`.execute(single.db);
      expect(rows.rows).toEqual([{ k: 'a' }, { k: 'b' }]);
    });
  });

  describe.runIf(!process.env.DATABASE_URL)('(só PGlite) one connection shared by the whole process', () => {
    it('a kept statement waits for a transaction opened on the instance itself and never sees its uncommitted writes', async () => {
      // Kysely queues its own transactions; the notifier and the tests use the instance directly (PGlite's transaction).
      const own = await openPgliteFromSnapshot();
      try {
        const { db, pglite } = own.handle;
        await sql`create table kept_tx_probe (k integer primary key, v text)`.execute(db);
        await sql`insert into kept_tx_probe values (1, 'confirmado')`.execute(db);
        const probeValue = compiledOnce((_db: Database, k: number) => sql<{ v: string }>`select v from kept_tx_probe where k = ${k}`, 1);
        expect(await probeValue(db, 1)).toEqual([{ v: 'confirmado' }]);
        let release!: () => void;
        const held = new Promise<void>((r) => {
          release = r;
        });
        let updated!: () => void;
        const didUpdate = new Promise<void>((r) => {
          updated = r;
        });
        const transaction = pglite!.transaction(async (tx) => {
          await tx.query(`update kept_tx_probe set v = 'ainda não confirmado' where k = 1`);
          updated();
          await held;
          await tx.rollback();
        });
        await didUpdate;
        const outside = probeValue(db, 1);
        // Long enough for a query that did not wait to run inside the open transaction.
        await new Promise((r) => setTimeout(r, 50));
        release();
        await transaction;
        expect(await outside).toEqual([{ v: 'confirmado' }]);
      } finally {
        await own.close();
      }
    });
  });
});
