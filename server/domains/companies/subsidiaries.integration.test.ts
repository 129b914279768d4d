import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, randomIp, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import { affiliateInviteCode } from './affiliate-invites.ts';

let env: TestEnv;
let admin: Session;
let otherAdmin: Session;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
  otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password, { ip: randomIp() });
});
afterAll(async () => {
  await env?.close();
});

const asRole = (role: 'master' | 'accountManager' | 'personalManager' | 'subsidiaryManager' | 'operator') => signIn(env.deps, env.demo.users[role].email, env.demo.password, { ip: randomIp() });

describe('accounts.subsidiaries permissions and tenancy', () => {
  it('administrators and masters see every affiliate of their company, with status and users count', async () => {
    for (const s of [admin, await asRole('master')]) {
      const page = await s.caller.accounts.subsidiaries.list({});
      const sp = page.items.find((i) => i.id === env.demo.subsidiaries[0].id)!;
      const campinas = page.items.find((i) => i.id === env.demo.subsidiaries[1].id)!;
      expect(sp).toMatchObject({ fantasyName: 'Demo Crédito São Paulo', document: '11222333000181', status: 'active', registrationPending: false, registrationPath: null });
      expect(sp.usersCount).toBeGreaterThanOrEqual(5);
      expect(campinas).toMatchObject({ document: '12ABC34501DE35', status: 'active' });
      expect(page.items.every((i) => i.fantasyName.startsWith('Demo'))).toBe(true);
    }
  });

  it('an affiliate’s manager sees only their own affiliate and manages nothing', async () => {
    const manager = await asRole('subsidiaryManager');
    const page = await manager.caller.accounts.subsidiaries.list({});
    expect(page.items.map((i) => i.id)).toEqual([env.demo.subsidiaries[1].id]);
    await expectAppError(manager.caller.accounts.subsidiaries.get({ id: env.demo.subsidiaries[0].id }), 'ENTITY_NOT_FOUND_ERROR', 'Filial não encontrada');
    const own = await manager.caller.accounts.subsidiaries.get({ id: env.demo.subsidiaries[1].id });
    expect(own.users.map((u) => u.email)).toContain('filial@demo.com.br');
    await expectAppError(manager.caller.accounts.subsidiaries.create({ fantasyName: 'Nova', status: 'active' }), 'FORBIDDEN_ERROR');
    await expectAppError(manager.caller.accounts.subsidiaries.changeStatus({ id: env.demo.subsidiaries[1].id, status: 'inactive' }), 'FORBIDDEN_ERROR');
  });

  it('operators and managers without the permission are refused', async () => {
    for (const role of ['operator', 'accountManager', 'personalManager'] as const) {
      const s = await asRole(role);
      await expectAppError(s.caller.accounts.subsidiaries.list({}), 'FORBIDDEN_ERROR', 'Você não tem permissão para esta ação');
    }
    await expectAppError(callerFor(env.deps).accounts.subsidiaries.list({}), 'UNAUTHENTICATED_ERROR');
  });

  it('another company’s affiliate answers 404 like a missing one, for every procedure', async () => {
    const foreign = env.other.subsidiaries[0].id;
    await expectAppError(admin.caller.accounts.subsidiaries.get({ id: foreign }), 'ENTITY_NOT_FOUND_ERROR', 'Filial não encontrada');
    await expectAppError(admin.caller.accounts.subsidiaries.update({ id: foreign, fantasyName: 'Invasão' }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(admin.caller.accounts.subsidiaries.changeStatus({ id: foreign, status: 'inactive' }), 'ENTITY_NOT_FOUND_ERROR');
    expect((await admin.caller.accounts.subsidiaries.list({})).items.some((i) => i.id === foreign)).toBe(false);
    const untouched = await env.deps.db.selectFrom('subsidiaries').select(['fantasy_name', 'status']).where('id', '=', foreign).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ fantasy_name: 'Outra Empresa Recife', status: 'active' });
  });
});

describe('accounts.subsidiaries create, search, edit', () => {
  it('creates an affiliate waiting for registration, with its link; finds it by name and CNPJ; edits it', async () => {
    // Only a platform operator (the demo master) opens an affiliate in a trial of their choosing.
    const created = await (await asRole('master')).caller.accounts.subsidiaries.create({
      fantasyName: 'Demo Crédito Ribeirão',
      corporateName: 'Demo Ribeirão Ltda.',
      document: '45.723.174/0001-10',
      cellphone: '(16) 99123-4567',
      status: 'test',
      testEndAt: '2099-06-30',
    });
    expect(created.message).toBe('Filial cadastrada com sucesso!');
    expect(created.subsidiary).toMatchObject({ status: 'test', registrationPending: true, usersCount: 0, document: '45723174000110', cellphone: '16991234567' });
    expect(created.subsidiary.registrationPath).toBe(`/cadastro-filial/${env.demo.companyId}/${created.subsidiary.id}?convite=${affiliateInviteCode(env.deps.config, created.subsidiary.id)}`);
    expect(created.subsidiary.testEndAt?.toISOString()).toBe('2099-07-01T02:59:59.000Z');

    expect((await admin.caller.accounts.subsidiaries.list({ search: 'ribeirão' })).items.map((i) => i.id)).toEqual([created.subsidiary.id]);
    expect((await admin.caller.accounts.subsidiaries.list({ search: '45.723.174' })).items.map((i) => i.id)).toEqual([created.subsidiary.id]);
    expect((await admin.caller.accounts.subsidiaries.list({ status: 'pending' })).items.map((i) => i.id)).toContain(created.subsidiary.id);
    expect((await admin.caller.accounts.subsidiaries.list({ status: 'test' })).items.every((i) => i.status === 'test')).toBe(true);
    // Another company never sees it.
    expect((await otherAdmin.caller.accounts.subsidiaries.list({ search: 'Ribeirão' })).total).toBe(0);

    const edited = await admin.caller.accounts.subsidiaries.update({ id: created.subsidiary.id, fantasyName: 'Demo Crédito Ribeirão Preto', email: 'RP@demo.com.br', monthBilling: 1500.5 });
    expect(edited.subsidiary).toMatchObject({ fantasyName: 'Demo Crédito Ribeirão Preto', email: 'rp@demo.com.br', monthBilling: 1500.5, document: null });
  });

  it('refuses a CNPJ already registered, and checks the fields', async () => {
    const dup = await expectAppError(
      admin.caller.accounts.subsidiaries.create({ fantasyName: 'Cópia', document: '11.444.777/0001-61', status: 'active' }),
      'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR',
      'Já existe um cadastro com este CNPJ',
    );
    expect(errorFields(dup)).toEqual(['document']);
    // Editing an affiliate keeps its own CNPJ (the head office shares the company's).
    const sp = await admin.caller.accounts.subsidiaries.update({
      id: env.demo.subsidiaries[0].id,
      fantasyName: 'Demo Crédito São Paulo',
      corporateName: 'Demo Crédito Correspondente Bancário Ltda.',
      document: '11.222.333/0001-81',
    });
    expect(sp.subsidiary.document).toBe('11222333000181');
    await expectAppError(
      admin.caller.accounts.subsidiaries.update({ id: env.demo.subsidiaries[0].id, fantasyName: 'SP', document: '12.ABC.345/01DE-35' }),
      'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR',
    );

    const bad = await expectAppError(admin.caller.accounts.subsidiaries.create({ fantasyName: '', status: 'test', testEndAt: '2001-01-01', cellphone: '(11) 3333-4444' }), 'VALIDATION_ERROR');
    expect(Object.fromEntries(bad.errors.map((e) => [e.field, e.message]))).toMatchObject({
      fantasyName: 'Este campo é obrigatório',
      testEndAt: 'O fim do período de teste deve ser uma data futura',
      cellphone: 'Informe um celular válido: (99) 99999-9999',
    });
  });
});

describe('accounts.subsidiaries.changeStatus', () => {
  it('deactivating ends its users’ sessions at once; their next login is SUBSIDIARY_IS_NOT_ACTIVE_ERROR; reactivating lets them back', async () => {
    const created = await admin.caller.accounts.subsidiaries.create({ fantasyName: 'Demo Crédito Jundiaí', status: 'active' });
    const user = await insertTestUser(env.deps.db, env.demo);
    await env.deps.db.updateTable('users').set({ subsidiary_id: created.subsidiary.id }).where('id', '=', user.id).execute();
    const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    expect((await session.caller.auth.me()).subsidiary.id).toBe(created.subsidiary.id);

    const res = await admin.caller.accounts.subsidiaries.changeStatus({ id: created.subsidiary.id, status: 'inactive' });
    expect(res.message).toBe('Situação da filial alterada!');
    expect(res.subsidiary.status).toBe('inactive');
    await expectAppError(session.caller.auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.refresh({ refreshToken: session.accessData.refreshToken }), 'UNAUTHENTICATED_ERROR');
    await expectAppError(
      callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: user.email, password: user.password }),
      'SUBSIDIARY_IS_NOT_ACTIVE_ERROR',
      'Sua filial está inativa. Fale com o administrador.',
    );
    // Inactive ones are listed last and filterable.
    expect((await admin.caller.accounts.subsidiaries.list({ status: 'inactive' })).items.map((i) => i.id)).toContain(created.subsidiary.id);
    // The users list says the user, still active on their own, is held back by the affiliate.
    const listed = (await admin.caller.users.list({ search: user.email, size: 10 })).items.find((u) => u.id === user.id);
    expect(listed).toMatchObject({ active: true, subsidiary: { id: created.subsidiary.id, active: false } });

    await admin.caller.accounts.subsidiaries.changeStatus({ id: created.subsidiary.id, status: 'active' });
    const back = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    expect(back.profile.subsidiary.id).toBe(created.subsidiary.id);
    expect((await admin.caller.accounts.subsidiaries.get({ id: created.subsidiary.id })).status).toBe('active');
    expect((await admin.caller.users.list({ search: user.email, size: 10 })).items.find((u) => u.id === user.id)?.subsidiary.active).toBe(true);
  });

  it('nobody deactivates their own affiliate; a test period needs a future end date', async () => {
    await expectAppError(admin.caller.accounts.subsidiaries.changeStatus({ id: env.demo.subsidiaries[0].id, status: 'inactive' }), 'FORBIDDEN_ERROR', 'Você não pode desativar a sua própria filial');
    const err = await expectAppError(admin.caller.accounts.subsidiaries.changeStatus({ id: env.demo.subsidiaries[1].id, status: 'test' } as never), 'VALIDATION_ERROR', 'Este campo é obrigatório');
    expect(errorFields(err)).toEqual(['testEndAt']);
    const status = await env.deps.db.selectFrom('subsidiaries').select('status').where('id', '=', env.demo.subsidiaries[1].id).executeTakeFirstOrThrow();
    expect(status.status).toBe('active');
  });
});
