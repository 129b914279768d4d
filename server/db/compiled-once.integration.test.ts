/**
 * A query compiled once answers each call with that call's values, exactly as the same query built afresh would
 * (db/compiled-once.ts), and a builder that changes an argument is refused on its first call.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Database } from './database.ts';

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
});
