import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/permissions.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, callerForToken, createTestEnv, expectAppError, randomIp, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const anonymous = (ip = randomIp()) => callerFor(env.deps, null, { ip });

describe('login', () => {
  it('answers the access data and the profile with the role’s permissions, and never a password hash', async () => {
    const admin = env.demo.users.administrator;
    const res = await anonymous().auth.login({ email: admin.email, password: env.demo.password });

    expect(res.accessData).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: env.deps.config.accessTokenTtlSeconds });
    expect(res.accessData.accessToken.split('.')).toHaveLength(3);
    expect(res.accessData.refreshToken).not.toBe(res.accessData.accessToken);
    expect(res.user).toMatchObject({
      id: admin.id,
      email: 'admin@demo.com.br',
      username: 'demo-credito',
      role: { key: 'administrator' },
      company: { id: env.demo.companyId, name: 'Demo Crédito' },
      subsidiary: { id: env.demo.subsidiaries[0].id },
      policiesAccepted: true,
    });
    const permissions = res.user.role.permissions.map((p) => `${p.module}/${p.action}`).sort();
    expect(permissions).toEqual([...ROLES.administrator.permissions].sort());
    // The affiliate selector offers the company's two affiliates, never the other tenant's.
    expect(res.user.subsidiaries.map((s) => s.id).sort()).toEqual(env.demo.subsidiaries.map((s) => s.id).sort());
    const wire = JSON.stringify(res);
    expect(wire).not.toMatch(/argon2|password_hash|passwordHash/i);
  });

  it('answers the same LOGIN_ERROR for a wrong password and for an unknown e-mail', async () => {
    const wrongPassword = await expectAppError(anonymous().auth.login({ email: env.demo.users.operator.email, password: 'Errada@12345' }), 'LOGIN_ERROR', 'Falha ao fazer login');
    const unknownEmail = await expectAppError(anonymous().auth.login({ email: 'ninguem.aqui@demo.com.br', password: env.demo.password }), 'LOGIN_ERROR', 'Falha ao fazer login');
    expect(unknownEmail.toWire()).toEqual(wrongPassword.toWire());
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const res = await anonymous().auth.login({ email: '  GERENTE.Contas@Demo.COM.br ', password: env.demo.password });
    expect(res.user.id).toBe(env.demo.users.accountManager.id);
  });

  it('refuses a deactivated user with the same answer as a wrong password', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { active: false });
    await expectAppError(anonymous().auth.login({ email: user.email, password: user.password }), 'LOGIN_ERROR', 'Falha ao fazer login');
  });

  it('refuses an empty or malformed e-mail with a pt-BR validation message naming the field', async () => {
    const err = await expectAppError(anonymous().auth.login({ email: 'não-é-email', password: 'x' }), 'VALIDATION_ERROR', 'E-mail inválido');
    expect(err.errors).toEqual([{ field: 'email', message: 'E-mail inválido' }]);
  });
});

describe('auth.me', () => {
  it('answers the signed-in user’s profile', async () => {
    const s = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    const me = await s.caller.auth.me();
    expect(me).toMatchObject({ id: env.demo.users.subsidiaryManager.id, role: { key: 'subsidiaryManager' }, subsidiary: { id: env.demo.subsidiaries[1].id } });
    expect(me.role.permissions.map((p) => `${p.module}/${p.action}`).sort()).toEqual([...ROLES.subsidiaryManager.permissions].sort());
  });

  it('refuses a caller without a session, and a forged token', async () => {
    await expectAppError(anonymous().auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerForToken(env.deps, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.').auth.me(), 'UNAUTHENTICATED_ERROR');
  });
});

describe('terms of use and privacy policy', () => {
  it('a new user signs in, is held at USER_POLICIES_NOT_ACCEPTED_ERROR until accepting, then works', async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
    const password = 'Nova#Entrada2025';
    const created = await admin.caller.users.create({
      name: 'Renata Políticas',
      email: 'renata.politicas@demo.com.br',
      cellphone: '(11) 98765-4321',
      roleId: env.roleIds.personalManager,
      password,
      passwordConfirmation: password,
      document: '390.533.447-05',
      birthDate: '1988-03-14',
      gender: 'feminino',
    });
    expect(created.message).toBe('Usuário adicionado com sucesso!');

    const renata = await signIn(env.deps, 'renata.politicas@demo.com.br', password);
    expect(renata.profile.policiesAccepted).toBe(false);
    // The profile still answers, so the app can show the terms modal.
    expect((await renata.caller.auth.me()).policiesAccepted).toBe(false);
    await expectAppError(renata.caller.users.list({}), 'USER_POLICIES_NOT_ACCEPTED_ERROR');
    await expectAppError(renata.caller.users.updateMe({ name: 'Renata Políticas Souza', cellphone: '11987654321', birthDate: '1988-03-14', gender: 'feminino' }), 'USER_POLICIES_NOT_ACCEPTED_ERROR');

    // Refusing is not accepting.
    await expectAppError(renata.caller.auth.acceptPolicies({ acceptPrivacyPolicy: false, acceptTermsOfUse: true } as never), 'VALIDATION_ERROR', 'Você deve aceitar a política de privacidade');
    await expectAppError(renata.caller.users.list({}), 'USER_POLICIES_NOT_ACCEPTED_ERROR');

    expect((await renata.caller.auth.acceptPolicies({ acceptPrivacyPolicy: true, acceptTermsOfUse: true })).message).toBe('Termos aceitos com sucesso!');
    const row = await env.deps.db.selectFrom('users').select(['policies_version', 'policies_accepted_at']).where('id', '=', created.user.id).executeTakeFirstOrThrow();
    expect(row.policies_version).toBe(POLICY_VERSION);
    expect(row.policies_accepted_at).toBeInstanceOf(Date);

    const page = await renata.caller.users.list({});
    expect(page.items.some((u) => u.id === created.user.id)).toBe(true);
    const updated = await renata.caller.users.updateMe({ name: 'Renata Políticas Souza', cellphone: '11987654321', birthDate: '1988-03-14', gender: 'feminino' });
    expect(updated.profile.name).toBe('Renata Políticas Souza');
  });
});

describe('logout', () => {
  it('ends the session at once: the access token and the refresh token stop working', async () => {
    const s = await signIn(env.deps, env.demo.users.personalManager.email, env.demo.password);
    expect((await s.caller.auth.me()).id).toBe(env.demo.users.personalManager.id);

    expect((await s.caller.auth.logout()).message).toBe('Sessão encerrada');

    await expectAppError(s.caller.auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(s.caller.users.list({}), 'UNAUTHENTICATED_ERROR');
    await expectAppError(anonymous().auth.refresh({ refreshToken: s.accessData.refreshToken }), 'UNAUTHENTICATED_ERROR');
  });

  it('ends only that session: another device of the same user keeps working', async () => {
    const phone = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    const laptop = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    await phone.caller.auth.logout();
    await expectAppError(phone.caller.auth.me(), 'UNAUTHENTICATED_ERROR');
    expect((await laptop.caller.auth.me()).id).toBe(env.demo.users.operator.id);
  });
});
