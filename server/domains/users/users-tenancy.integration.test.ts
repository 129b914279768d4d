/**
 * Tenant isolation of the users area (docs/design/security.md R5) with the demo tenant and "Outra Empresa", and the
 * role table: what each role may call is exactly what shared/permissions.ts grants.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS, type RoleKey } from '../../../shared/options.ts';
import { type PermissionKey, ROLES } from '../../../shared/permissions.ts';
import { toAppError } from '../../lib/errors.ts';
import { type Caller, callerFor, createTestEnv, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
const sessions = {} as Record<RoleKey, Session>;
beforeAll(async () => {
  env = await createTestEnv();
  for (const role of ROLE_KEYS) sessions[role] = await signIn(env.deps, env.demo.users[role].email, env.demo.password);
});
afterAll(async () => {
  await env?.close();
});

const otherUserIds = () => Object.values(env.other.users).map((u) => u.id);

describe('another company’s ids answer exactly like ids that do not exist', () => {
  const managers: RoleKey[] = ['master', 'administrator', 'subsidiaryManager'];

  for (const role of managers) {
    it(`${role}: users.delete and users.changeRole`, async () => {
      const { caller } = sessions[role];
      for (const target of Object.values(env.other.users)) {
        const foreign = await expectAppError(caller.users.delete({ id: target.id }), 'ENTITY_NOT_FOUND_ERROR');
        const missing = await expectAppError(caller.users.delete({ id: randomUUID() }), 'ENTITY_NOT_FOUND_ERROR');
        expect(foreign.toWire()).toEqual(missing.toWire());
        expect(foreign.status).toBe(404);

        const foreignRole = await expectAppError(caller.users.changeRole({ userId: target.id, roleId: env.roleIds.operator }), 'ENTITY_NOT_FOUND_ERROR');
        const missingRole = await expectAppError(caller.users.changeRole({ userId: randomUUID(), roleId: env.roleIds.operator }), 'ENTITY_NOT_FOUND_ERROR');
        expect(foreignRole.toWire()).toEqual(missingRole.toWire());
      }
      // Nothing happened to them.
      const rows = await env.deps.db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id').select(['u.active', 'r.key']).where('u.company_id', '=', env.other.companyId).execute();
      expect(rows.every((r) => r.active)).toBe(true);
      expect(rows.map((r) => r.key).sort()).toEqual([...ROLE_KEYS].sort());
    });
  }

  for (const role of ['master', 'administrator', 'accountManager'] as RoleKey[]) {
    it(`${role}: users.changeSubsidiary to the other company’s affiliates`, async () => {
      const { caller } = sessions[role];
      const missing = await expectAppError(caller.users.changeSubsidiary({ id: randomUUID() }), 'ENTITY_NOT_FOUND_ERROR');
      for (const sub of env.other.subsidiaries) {
        const foreign = await expectAppError(caller.users.changeSubsidiary({ id: sub.id }), 'ENTITY_NOT_FOUND_ERROR');
        expect(foreign.toWire()).toEqual(missing.toWire());
      }
      const me = await caller.auth.me();
      expect(me.company.id).toBe(env.demo.companyId);
      expect(me.subsidiaries.every((s) => s.companyId === env.demo.companyId)).toBe(true);
    });
  }

  it('users.create into the other company’s affiliate is refused and creates nobody there', async () => {
    const before = await env.deps.db.selectFrom('users').select('id').where('company_id', '=', env.other.companyId).execute();
    const err = await expectAppError(
      sessions.administrator.caller.users.create({
        name: 'Intrusa Silva',
        email: 'intrusa@demo.com.br',
        cellphone: '11987654321',
        roleId: env.roleIds.operator,
        subsidiaryId: env.other.subsidiaries[0].id,
        password: 'Intrusa#2025x',
        passwordConfirmation: 'Intrusa#2025x',
        document: '529.982.247-25',
        birthDate: '1990-01-01',
        gender: 'feminino',
      }),
      'VALIDATION_ERROR',
    );
    expect(err.errors[0].field).toBe('subsidiaryId');
    const after = await env.deps.db.selectFrom('users').select('id').where('company_id', '=', env.other.companyId).execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('lists never show another company’s users', () => {
  for (const role of ['master', 'administrator', 'accountManager', 'personalManager', 'subsidiaryManager'] as RoleKey[]) {
    it(`${role}: users.list and users.autocomplete`, async () => {
      const { caller } = sessions[role];
      const all = await caller.users.list({ size: 100 });
      expect(all.total).toBeGreaterThan(0);
      expect(all.items.some((u) => otherUserIds().includes(u.id))).toBe(false);

      // Searching for them by name, e-mail or their affiliate finds nothing.
      for (const search of ['outra', 'Osvaldo', 'admin@outra.com.br']) {
        expect((await caller.users.list({ search })).total).toBe(0);
        expect(await caller.users.autocomplete({ search })).toEqual([]);
      }
      expect((await caller.users.list({ subsidiaryId: env.other.subsidiaries[0].id })).total).toBe(0);
      const letters = await caller.users.autocomplete({ search: 'O' });
      expect(letters.some((u) => otherUserIds().includes(u.id))).toBe(false);
    });
  }

  it('the other company’s administrator does not see the demo users either', async () => {
    const s = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
    const page = await s.caller.users.list({ size: 100 });
    expect(page.items.map((u) => u.id).sort()).toEqual(otherUserIds().sort());
  });
});

describe('an affiliate manager sees only their affiliate', () => {
  it('lists, searches and manages only users of their own affiliate', async () => {
    const { caller } = sessions.subsidiaryManager;
    const own = env.demo.subsidiaries[1].id;
    const page = await caller.users.list({ size: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((u) => u.subsidiary.id === own)).toBe(true);
    // A filter for the other affiliate does not widen the scope.
    expect((await caller.users.list({ subsidiaryId: env.demo.subsidiaries[0].id })).total).toBe(0);
    expect(await caller.users.autocomplete({ search: 'Ana' })).toEqual([]);
    // Users of the main affiliate are "not found" for them.
    await expectAppError(caller.users.delete({ id: env.demo.users.operator.id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(caller.users.changeRole({ userId: env.demo.users.operator.id, roleId: env.roleIds.subsidiaryManager }), 'ENTITY_NOT_FOUND_ERROR');
  });
});

describe('role table: each role may call exactly what shared/permissions.ts grants', () => {
  /** Procedure path → permissions of which any one opens it. The input is never valid, so nothing changes. */
  const PROCEDURES: [path: string, anyOf: PermissionKey[]][] = [
    ['users.list', ['user/view', 'user/viewCompany']],
    ['users.autocomplete', ['user/view', 'user/viewCompany']],
    ['users.roles', ['user/view', 'user/viewCompany', 'user/create', 'user/changeRole']],
    ['users.subsidiaries', ['user/create']],
    ['users.create', ['user/create']],
    ['users.delete', ['user/delete']],
    ['users.changeRole', ['user/changeRole']],
    ['users.changeSubsidiary', ['user/changeSubsidiary']],
    ['outbox.list', ['outbox/view']],
    ['bankPartners.list', ['bankPartner/view']],
    ['bankPartners.get', ['bankPartner/view']],
    ['bankPartners.create', ['bankPartner/create']],
    ['bankPartners.update', ['bankPartner/update']],
    ['bankPartners.delete', ['bankPartner/delete']],
    ['bankPartners.uploadLogo', ['bankPartner/update']],
    ['products.list', ['product/view']],
    ['products.get', ['product/view']],
    ['products.create', ['product/create', 'product/manageGlobal']],
    ['products.update', ['product/update', 'product/manageGlobal']],
    ['products.delete', ['product/delete', 'product/manageGlobal']],
    ['simulation.run', ['simulation/create']],
    ['simulation.save', ['simulation/create']],
    ['simulation.list', ['simulation/view', 'simulation/viewCompany']],
    ['simulation.get', ['simulation/view', 'simulation/viewCompany']],
    ['simulation.delete', ['simulation/delete']],
  ];
  /** Procedures without input run for real (read-only). */
  const NO_INPUT = new Set(['users.roles', 'users.subsidiaries']);

  async function outcome(caller: Caller, path: string): Promise<'allowed' | 'forbidden'> {
    const [ns, name] = path.split('.');
    const fn = (caller as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>)[ns][name];
    try {
      await (NO_INPUT.has(path) ? fn() : fn('not an object'));
      return 'allowed';
    } catch (err) {
      const type = toAppError(err).type;
      if (type === 'FORBIDDEN_ERROR') return 'forbidden';
      // Allowed through the permission check: stopped by validation, never by a server failure.
      expect(type, `${path} failed with ${type}`).toBe('VALIDATION_ERROR');
      return 'allowed';
    }
  }

  for (const role of ROLE_KEYS) {
    it(role, async () => {
      const granted = new Set<string>(ROLES[role].permissions);
      // The session carries exactly the role's permissions (synced from shared/permissions.ts).
      expect([...sessions[role].user.permissions].sort()).toEqual([...granted].sort());
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const [path, anyOf] of PROCEDURES) {
        expected[path] = anyOf.some((p) => granted.has(p)) ? 'allowed' : 'forbidden';
        actual[path] = await outcome(sessions[role].caller, path);
      }
      expect(actual).toEqual(expected);
      // Every role reaches its own profile.
      expect((await sessions[role].caller.auth.me()).role.key).toBe(role);
    });
  }

  it('anonymous callers reach none of them', async () => {
    const anonymous = callerFor(env.deps);
    for (const [path] of PROCEDURES) {
      const [ns, name] = path.split('.');
      const fn = (anonymous as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>)[ns][name];
      await expectAppError(fn(NO_INPUT.has(path) ? undefined : 'not an object'), 'UNAUTHENTICATED_ERROR');
    }
  });
});
