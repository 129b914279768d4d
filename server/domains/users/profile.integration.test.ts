/**
 * The profile (auth.me, and what a login answers) is read in one statement: its permissions and the affiliates the
 * user may switch to are the same, in the same order, as read one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { loadProfile, selectableSubsidiaries } from './users.repository.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

describe('loadProfile', () => {
  it('answers the role permissions in order and, to who may switch, the affiliates of every company the user belongs to', async () => {
    const { db } = env.deps;
    const user = await insertTestUser(db, env.demo, { role: 'administrator' });
    await db.insertInto('user_companies').values({ user_id: user.id, company_id: env.other.companyId }).execute();

    const profile = await loadProfile(db, user.id);
    expect(profile?.id).toBe(user.id);

    const role = await db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    const permissions = await db
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select(['p.module', 'p.action'])
      .where('rp.role_id', '=', role.role_id)
      .orderBy('p.module')
      .orderBy('p.action')
      .execute();
    expect(permissions.length).toBeGreaterThan(0);
    expect(profile?.role.permissions).toEqual(permissions);

    const subsidiaries = await selectableSubsidiaries(db, user.id);
    expect(profile?.subsidiaries).toEqual(subsidiaries);
    expect(new Set(subsidiaries.map((s) => s.companyId))).toEqual(new Set([env.demo.companyId, env.other.companyId]));
  });

  it('tells a user who may not switch affiliates only of their own', async () => {
    const { db } = env.deps;
    for (const role of ['operator', 'personalManager', 'subsidiaryManager'] as const) {
      const user = await insertTestUser(db, env.demo, { role, subsidiary: 1 });
      const profile = await loadProfile(db, user.id);
      expect(profile?.role.permissions.some((p) => p.module === 'user' && p.action === 'changeSubsidiary')).toBe(false);
      expect(profile?.subsidiaries.map((s) => s.id)).toEqual([env.demo.subsidiaries[1].id]);
    }
  });

  it('answers nothing for a deactivated user', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    await env.deps.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect(await loadProfile(env.deps.db, user.id)).toBeNull();
  });
});
