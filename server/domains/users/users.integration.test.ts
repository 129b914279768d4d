import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import type { TUserCreateRequest } from '../../../shared/schemas/users.ts';
import { insertTestUser, randomCpf, TINY_PNG } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, expectNoSecretsInRunLog, randomIp, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password);
});
afterAll(async () => {
  await env?.close();
});

let seq = 0;
const PASSWORD = 'Cadastro#2025x';
/** CPFs and passwords of the users this file creates: none may reach the run's log (R10, docs/design/security.md). */
const secrets = new Set<string>([PASSWORD]);
function newUserInput(over: Partial<TUserCreateRequest> = {}): TUserCreateRequest {
  seq++;
  const document = formatCpf(randomCpf());
  secrets.add(document.replace(/\D/g, ''));
  if (over.document) secrets.add(over.document.replace(/\D/g, ''));
  if (over.password) secrets.add(over.password);
  return {
    name: 'Beatriz Campos',
    email: `beatriz.campos.${seq}.${randomUUID().slice(0, 6)}@demo.com.br`,
    cellphone: '(11) 98765-4321',
    roleId: env.roleIds.operator,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    document,
    birthDate: '1990-01-15',
    gender: 'feminino',
    ...over,
  };
}

describe('users.list', () => {
  const marker = 'Paginação';
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) await insertTestUser(env.deps.db, env.demo, { name: `${marker} Pessoa ${String.fromCharCode(65 + i)}` });
    await insertTestUser(env.deps.db, env.demo, { name: `${marker} Desligada Silva`, active: false });
  });

  it('defaults to page 1 of 20, counts the total and the pages', async () => {
    const page = await admin.caller.users.list({});
    expect(page.page).toBe(1);
    expect(page.size).toBe(20);
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThanOrEqual(6 + 24);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
  });

  it('searches by name (accents and case as typed) and pages through the result', async () => {
    const first = await admin.caller.users.list({ search: 'paginação' });
    expect(first).toMatchObject({ total: 24, totalPages: 2, page: 1, size: 20 });
    expect(first.items).toHaveLength(20);
    // Active users first, then by name.
    expect(first.items[0].name).toBe(`${marker} Pessoa A`);
    const second = await admin.caller.users.list({ search: 'paginação', page: 2 });
    expect(second.items).toHaveLength(4);
    expect(second.items.at(-1)).toMatchObject({ name: `${marker} Desligada Silva`, active: false });
    const ids = new Set([...first.items, ...second.items].map((u) => u.id));
    expect(ids.size).toBe(24);
  });

  it('searches by e-mail, and treats % and _ as plain characters', async () => {
    const byEmail = await admin.caller.users.list({ search: 'gerente.contas@' });
    expect(byEmail.items.map((u) => u.id)).toEqual([env.demo.users.accountManager.id]);
    expect((await admin.caller.users.list({ search: '%' })).total).toBe(0);
    expect((await admin.caller.users.list({ search: '_' })).total).toBe(0);
  });

  it('filters by role, affiliate and status', async () => {
    const operators = await admin.caller.users.list({ roleId: env.roleIds.operator, size: 100 });
    expect(operators.total).toBeGreaterThan(1);
    expect(operators.items.every((u) => u.role.key === 'operator')).toBe(true);

    const second = await admin.caller.users.list({ subsidiaryId: env.demo.subsidiaries[1].id, size: 100 });
    expect(second.items.map((u) => u.id)).toContain(env.demo.users.subsidiaryManager.id);
    expect(second.items.every((u) => u.subsidiary.id === env.demo.subsidiaries[1].id)).toBe(true);

    const inactive = await admin.caller.users.list({ status: 'inactive', size: 100 });
    expect(inactive.items.length).toBeGreaterThan(0);
    expect(inactive.items.every((u) => !u.active)).toBe(true);
  });

  it('never sends CPFs, password hashes or other private columns', async () => {
    const page = await admin.caller.users.list({ size: 100 });
    const wire = JSON.stringify(page);
    for (const u of Object.values(env.demo.users)) expect(wire).not.toContain(u.document);
    expect(wire).not.toMatch(/argon2|password|document|birth/i);
  });

  it('refuses a page size above 100 and a page below 1 with a validation error', async () => {
    const err = await expectAppError(admin.caller.users.list({ size: 101 }), 'VALIDATION_ERROR');
    expect(errorFields(err)).toEqual(['size']);
    expect(errorFields(await expectAppError(admin.caller.users.list({ page: 0 }), 'VALIDATION_ERROR'))).toEqual(['page']);
  });
});

describe('users.autocomplete', () => {
  it('answers up to 10 active users matching the text, with id, name and e-mail only', async () => {
    const hits = await admin.caller.users.autocomplete({ search: 'Ana' });
    expect(hits.map((h) => h.id)).toContain(env.demo.users.administrator.id);
    expect(hits.length).toBeLessThanOrEqual(10);
    for (const h of hits) expect(Object.keys(h).sort()).toEqual(['email', 'id', 'name']);

    const many = await admin.caller.users.autocomplete({ search: 'Paginação' });
    expect(many).toHaveLength(10);
    expect(many.some((h) => h.name.includes('Desligada'))).toBe(false);
  });
});

describe('users.create', () => {
  it('creates the user, answers the spec’s message and a unique public username slug', async () => {
    const first = await admin.caller.users.create(newUserInput({ name: 'João da Silva' }));
    expect(first.message).toBe('Usuário adicionado com sucesso!');
    expect(first.user).toMatchObject({ name: 'João da Silva', username: 'joao-da-silva', role: { key: 'operator' }, active: true, subsidiary: { id: env.demo.subsidiaries[0].id } });
    const second = await admin.caller.users.create(newUserInput({ name: 'Joao da  Silva' }));
    expect(second.user.username).toBe('joao-da-silva-2');
    expect(JSON.stringify(second)).not.toMatch(/argon2|password/i);

    const row = await env.deps.db.selectFrom('users').select(['password_hash', 'document', 'cellphone']).where('id', '=', first.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.document).toMatch(/^\d{11}$/);
    expect(row.cellphone).toBe('11987654321');
    // The new user can sign in with the chosen password.
    const s = await signIn(env.deps, first.user.email, PASSWORD, { ip: randomIp() });
    expect(s.profile.id).toBe(first.user.id);
  });

  it('validates every field with the spec’s pt-BR messages, naming the field', async () => {
    const err = await expectAppError(
      admin.caller.users.create({
        name: 'Beatriz',
        email: 'beatriz@',
        cellphone: '123',
        roleId: '',
        password: 'abc',
        passwordConfirmation: '',
        document: '111.111.111-11',
        birthDate: '2015-01-01',
        gender: 'x' as never,
      }),
      'VALIDATION_ERROR',
    );
    expect(err.status).toBe(400);
    expect(err.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Informe o sobrenome' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'cellphone', message: 'Informe um celular válido: (99) 99999-9999' },
        { field: 'roleId', message: 'Selecione uma opção' },
        { field: 'password', message: 'A senha deve ter pelo menos 8 caracteres' },
        { field: 'passwordConfirmation', message: 'Este campo é obrigatório' },
        { field: 'document', message: 'CPF inválido' },
        { field: 'birthDate', message: 'O usuário deve ter pelo menos 18 anos' },
        { field: 'gender', message: 'Selecione uma opção' },
      ]),
    );
    expect(err.message).toBe(err.errors[0].message);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const err = await expectAppError(admin.caller.users.create(newUserInput({ passwordConfirmation: `${PASSWORD}!` })), 'VALIDATION_ERROR', 'As senhas não coincidem');
    expect(errorFields(err)).toEqual(['passwordConfirmation']);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const err = await expectAppError(admin.caller.users.create(newUserInput({ email: ' ADMIN@demo.com.br ' })), 'VALIDATION_ERROR', 'Este e-mail já está em uso');
    expect(errorFields(err)).toEqual(['email']);
  });

  it('refuses a CPF already registered in the company with PERSON_DUPLICATED_ERROR', async () => {
    const err = await expectAppError(
      admin.caller.users.create(newUserInput({ document: formatCpf(env.demo.users.operator.document) })),
      'PERSON_DUPLICATED_ERROR',
      'Já existe um usuário com este CPF',
    );
    expect(err.status).toBe(409);
    expect(errorFields(err)).toEqual(['document']);
  });

  it('refuses one of the most common passwords', async () => {
    const err = await expectAppError(admin.caller.users.create(newUserInput({ password: 'Senha123', passwordConfirmation: 'Senha123' })), 'VALIDATION_ERROR', MSG.passwordTooCommon);
    expect(errorFields(err)).toEqual(['password']);
  });

  it('refuses to hand out a role ranked above the creator’s own', async () => {
    const err = await expectAppError(admin.caller.users.create(newUserInput({ roleId: env.roleIds.master })), 'FORBIDDEN_ERROR', 'Você não pode atribuir uma função acima da sua');
    expect(errorFields(err)).toEqual(['roleId']);
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    await expectAppError(manager.caller.users.create(newUserInput({ roleId: env.roleIds.administrator })), 'FORBIDDEN_ERROR');
    const roles = await manager.caller.users.roles();
    expect(roles.map((r) => r.key).sort()).toEqual(['operator', 'subsidiaryManager']);
  });

  it('an affiliate manager creates only in their own affiliate', async () => {
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    const err = await expectAppError(manager.caller.users.create(newUserInput({ subsidiaryId: env.demo.subsidiaries[0].id })), 'VALIDATION_ERROR');
    expect(errorFields(err)).toEqual(['subsidiaryId']);
    const ok = await manager.caller.users.create(newUserInput({ name: 'Filial Nova Pessoa' }));
    expect(ok.user.subsidiary.id).toBe(env.demo.subsidiaries[1].id);
    expect((await manager.caller.users.subsidiaries()).map((s) => s.id)).toEqual([env.demo.subsidiaries[1].id]);
  });
});

describe('users.delete', () => {
  it('deactivates the user and ends their sessions at once', async () => {
    const victim = await insertTestUser(env.deps.db, env.demo, { role: 'personalManager' });
    const session = await signIn(env.deps, victim.email, victim.password, { ip: randomIp() });
    expect((await session.caller.users.list({})).total).toBeGreaterThan(0);

    expect(await admin.caller.users.delete({ id: victim.id })).toEqual({ message: 'Usuário excluído com sucesso!' });
    // Revoked, not merely blocked by the inactive flag: reactivating the account would not revive old sessions.
    const tokens = await env.deps.db.selectFrom('refresh_tokens').select('revoked_at').where('user_id', '=', victim.id).execute();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((t) => t.revoked_at instanceof Date)).toBe(true);

    await expectAppError(session.caller.users.list({}), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerFor(env.deps).auth.refresh({ refreshToken: session.accessData.refreshToken }), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: victim.email, password: victim.password }), 'LOGIN_ERROR');
    const listed = await admin.caller.users.list({ search: victim.email });
    expect(listed.items).toEqual([expect.objectContaining({ id: victim.id, active: false })]);
  });

  it('refuses to delete oneself', async () => {
    await expectAppError(admin.caller.users.delete({ id: env.demo.users.administrator.id }), 'FORBIDDEN_ERROR', 'Você não pode excluir o seu próprio usuário');
    expect((await admin.caller.auth.me()).id).toBe(env.demo.users.administrator.id);
  });

  it('refuses to delete someone ranked above', async () => {
    const boss = await insertTestUser(env.deps.db, env.demo, { role: 'administrator', subsidiary: 1 });
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    await expectAppError(manager.caller.users.delete({ id: boss.id }), 'FORBIDDEN_ERROR');
    const row = await env.deps.db.selectFrom('users').select('active').where('id', '=', boss.id).executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('answers ENTITY_NOT_FOUND_ERROR for an id that does not exist', async () => {
    await expectAppError(admin.caller.users.delete({ id: randomUUID() }), 'ENTITY_NOT_FOUND_ERROR', 'Usuário não encontrado');
  });
});

describe('users.update', () => {
  it('corrects another user’s name, e-mail and cellphone; the new e-mail signs in, the old one no longer does', async () => {
    const person = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const email = `corrigido.${person.id.slice(0, 8)}@demo.com.br`;
    const done = await admin.caller.users.update({ id: person.id, name: 'Bianca Corrigida', email: email.toUpperCase(), cellphone: '(11) 98888-7777' });
    expect(done.message).toBe('Usuário atualizado com sucesso!');
    expect(done.user).toMatchObject({ id: person.id, name: 'Bianca Corrigida', email });
    const back = await signIn(env.deps, email, person.password, { ip: randomIp() });
    expect((await back.caller.auth.me()).name).toBe('Bianca Corrigida');
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: person.email, password: person.password }), 'LOGIN_ERROR');
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', person.id).where('action', '=', 'user.update').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses an e-mail in use, oneself, someone ranked above, and roles that cannot register users', async () => {
    const person = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const input = { id: person.id, name: 'Nome Válido Silva', email: env.demo.users.operator.email, cellphone: '11987654321' };
    const taken = await expectAppError(admin.caller.users.update(input), 'VALIDATION_ERROR');
    expect(taken.errors).toContainEqual({ field: 'email', message: 'Este e-mail já está em uso' });
    const free = { ...input, email: `livre.${person.id.slice(0, 8)}@demo.com.br` };
    await expectAppError(admin.caller.users.update({ ...free, id: env.demo.users.administrator.id }), 'FORBIDDEN_ERROR', 'Os seus próprios dados são alterados em Meus dados');
    const boss = await insertTestUser(env.deps.db, env.demo, { role: 'administrator', subsidiary: 1 });
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    await expectAppError(manager.caller.users.update({ ...free, id: boss.id }), 'FORBIDDEN_ERROR');
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    await expectAppError(operator.caller.users.update(free), 'FORBIDDEN_ERROR');
    const row = await env.deps.db.selectFrom('users').select(['name', 'email']).where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: person.name, email: person.email });
  });
});

describe('users.update: moving to another affiliate', () => {
  it('moves a user to another affiliate of the company: their very next request works there, and the list and the audit say so', async () => {
    const person = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const session = await signIn(env.deps, person.email, person.password, { ip: randomIp() });
    const [saoPaulo, campinas] = env.demo.subsidiaries;
    expect((await session.caller.auth.me()).subsidiary.id).toBe(saoPaulo.id);

    const input = { id: person.id, name: person.name, email: person.email, cellphone: '11987654321' };
    const done = await admin.caller.users.update({ ...input, subsidiaryId: campinas.id });
    expect(done.user.subsidiary).toEqual({ id: campinas.id, fantasyName: campinas.fantasyName, active: true });
    // The same session, no new sign-in: the profile is read again.
    expect((await session.caller.auth.me()).subsidiary.id).toBe(campinas.id);
    expect((await admin.caller.users.list({ subsidiaryId: campinas.id, search: person.email })).items.map((u) => u.id)).toEqual([person.id]);
    const moves = await env.deps.db.selectFrom('audit_log').select('data').where('entity_id', '=', person.id).where('action', '=', 'user.move_subsidiary').execute();
    expect(moves.map((m) => m.data)).toEqual([{ from: saoPaulo.id, to: campinas.id }]);

    // Saving again with the same affiliate moves nothing.
    await admin.caller.users.update({ ...input, subsidiaryId: campinas.id });
    expect(await env.deps.db.selectFrom('audit_log').select('id').where('entity_id', '=', person.id).where('action', '=', 'user.move_subsidiary').execute()).toHaveLength(1);
  });

  it('refuses an affiliate of another company, and a subsidiary manager moving anyone out of their affiliate; nothing changes', async () => {
    const person = await insertTestUser(env.deps.db, env.demo, { role: 'operator', subsidiary: 1 });
    const input = { id: person.id, name: person.name, email: person.email, cellphone: '11987654321' };
    const foreign = await expectAppError(admin.caller.users.update({ ...input, subsidiaryId: env.other.subsidiaries[0].id }), 'VALIDATION_ERROR');
    expect(foreign.errors).toContainEqual({ field: 'subsidiaryId', message: 'Selecione uma opção' });
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    const out = await expectAppError(manager.caller.users.update({ ...input, subsidiaryId: env.demo.subsidiaries[0].id }), 'VALIDATION_ERROR');
    expect(out.errors).toContainEqual({ field: 'subsidiaryId', message: 'Selecione uma opção' });
    const row = await env.deps.db.selectFrom('users').select('subsidiary_id').where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row.subsidiary_id).toBe(env.demo.subsidiaries[1].id);
  });
});

describe('users.reactivate', () => {
  it('brings a deactivated user back: they sign in with their e-mail and password; old sessions stay ended', async () => {
    const returning = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const old = await signIn(env.deps, returning.email, returning.password, { ip: randomIp() });
    await admin.caller.users.delete({ id: returning.id });

    expect(await admin.caller.users.reactivate({ id: returning.id })).toEqual({ message: 'Usuário reativado: ele já pode entrar com o e-mail e a senha de antes' });
    expect((await admin.caller.users.list({ search: returning.email })).items).toEqual([expect.objectContaining({ id: returning.id, active: true })]);
    const back = await signIn(env.deps, returning.email, returning.password, { ip: randomIp() });
    expect((await back.caller.auth.me()).id).toBe(returning.id);
    await expectAppError(callerFor(env.deps).auth.refresh({ refreshToken: old.accessData.refreshToken }), 'UNAUTHENTICATED_ERROR');
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', returning.id).where('action', '=', 'user.reactivate').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a user ranked above, one anonymised (LGPD), one of another company, and roles without the permission', async () => {
    const boss = await insertTestUser(env.deps.db, env.demo, { role: 'administrator', subsidiary: 1 });
    await env.deps.db.updateTable('users').set({ active: false }).where('id', '=', boss.id).execute();
    const manager = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password);
    await expectAppError(manager.caller.users.reactivate({ id: boss.id }), 'FORBIDDEN_ERROR');

    const gone = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    await env.deps.db.updateTable('users').set({ active: false, anonymised_at: new Date() }).where('id', '=', gone.id).execute();
    await expectAppError(admin.caller.users.reactivate({ id: gone.id }), 'VALIDATION_ERROR', 'Este usuário foi anonimizado (LGPD) e não pode ser reativado');

    const otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
    await expectAppError(otherAdmin.caller.users.reactivate({ id: boss.id }), 'ENTITY_NOT_FOUND_ERROR');
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    await expectAppError(operator.caller.users.reactivate({ id: boss.id }), 'FORBIDDEN_ERROR');
    const rows = await env.deps.db.selectFrom('users').select('active').where('id', 'in', [boss.id, gone.id]).execute();
    expect(rows.every((r) => !r.active)).toBe(true);
  });
});

describe('users.changeRole', () => {
  it('changes the role; the user’s permissions follow on their next request', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    await expectAppError(session.caller.users.list({}), 'FORBIDDEN_ERROR');

    const res = await admin.caller.users.changeRole({ userId: user.id, roleId: env.roleIds.accountManager });
    expect(res).toEqual({ message: 'Função alterada com sucesso!' });

    expect((await session.caller.users.list({})).total).toBeGreaterThan(0);
    expect((await session.caller.auth.me()).role.key).toBe('accountManager');
  });

  it('refuses a role above one’s own, one’s own role, and a role that does not exist', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'operator' });
    await expectAppError(admin.caller.users.changeRole({ userId: user.id, roleId: env.roleIds.master }), 'FORBIDDEN_ERROR');
    await expectAppError(admin.caller.users.changeRole({ userId: env.demo.users.administrator.id, roleId: env.roleIds.operator }), 'FORBIDDEN_ERROR', 'Você não pode alterar a sua própria função');
    const err = await expectAppError(admin.caller.users.changeRole({ userId: user.id, roleId: randomUUID() }), 'VALIDATION_ERROR');
    expect(errorFields(err)).toEqual(['roleId']);
    const row = await env.deps.db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role_id).toBe(env.roleIds.operator);
  });
});

describe('users.changeSubsidiary', () => {
  it('moves the user to another affiliate of their company', async () => {
    const user = await insertTestUser(env.deps.db, env.demo, { role: 'accountManager' });
    const session = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    expect(session.profile.subsidiaries.map((s) => s.id).sort()).toEqual(env.demo.subsidiaries.map((s) => s.id).sort());

    const res = await session.caller.users.changeSubsidiary({ id: env.demo.subsidiaries[1].id });
    expect(res.message).toBe('Filial alterada com sucesso!');
    expect(res.profile.subsidiary.id).toBe(env.demo.subsidiaries[1].id);
    expect((await session.caller.auth.me()).subsidiary.id).toBe(env.demo.subsidiaries[1].id);
  });

  it('refuses an affiliate of another company as if it did not exist', async () => {
    const session = await signIn(env.deps, env.demo.users.accountManager.email, env.demo.password);
    const foreign = await expectAppError(session.caller.users.changeSubsidiary({ id: env.other.subsidiaries[0].id }), 'ENTITY_NOT_FOUND_ERROR');
    const missing = await expectAppError(session.caller.users.changeSubsidiary({ id: randomUUID() }), 'ENTITY_NOT_FOUND_ERROR');
    expect(foreign.toWire()).toEqual(missing.toWire());
    expect((await session.caller.auth.me()).company.id).toBe(env.demo.companyId);
  });

  it('refuses a user without the permission', async () => {
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    await expectAppError(operator.caller.users.changeSubsidiary({ id: env.demo.subsidiaries[1].id }), 'FORBIDDEN_ERROR', 'Você não tem permissão para esta ação');
    expect((await operator.caller.auth.me()).subsidiary.id).toBe(env.demo.subsidiaries[0].id);
  });
});

describe('users.uploadAvatar', () => {
  const avatarsDir = () => path.join(env.deps.config.uploadsDir, 'avatars');

  it('stores a PNG under a generated name and shows it on the profile; a new one replaces the old file', async () => {
    const user = await insertTestUser(env.deps.db, env.demo);
    const s = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    const res = await s.caller.users.uploadAvatar({ bytes: TINY_PNG });
    expect(res.message).toBe('Foto de perfil atualizada!');
    const match = /^\/uploads\/avatars\/([0-9a-f-]{36})\.png$/.exec(res.avatarUrl);
    expect(match).not.toBeNull();
    const file = path.join(avatarsDir(), `${match![1]}.png`);
    expect(new Uint8Array(await readFile(file))).toEqual(TINY_PNG);
    expect((await s.caller.auth.me()).avatarUrl).toBe(res.avatarUrl);

    const again = await s.caller.users.uploadAvatar({ bytes: TINY_PNG });
    expect(again.avatarUrl).not.toBe(res.avatarUrl);
    const files = await readdir(avatarsDir());
    expect(files).not.toContain(`${match![1]}.png`);
  });

  it('refuses a text file whatever its name, with the spec’s message', async () => {
    const s = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    const text = new TextEncoder().encode('isto não é uma imagem, só um texto renomeado para .png');
    const err = await expectAppError(s.caller.users.uploadAvatar({ bytes: text }), 'UPLOAD_ERROR', 'A extensão do arquivo não é permitida');
    expect(err.status).toBe(400);
  });

  it('refuses 2,000,001 bytes with “Arquivo muito grande”, and accepts exactly 2,000,000', async () => {
    const s = await signIn(env.deps, env.demo.users.operator.email, env.demo.password);
    const big = new Uint8Array(2_000_001);
    big.set(TINY_PNG);
    const err = await expectAppError(s.caller.users.uploadAvatar({ bytes: big }), 'UPLOAD_ERROR', /^Arquivo muito grande/);
    expect(err.errors[0].field).toBe('file');
    const limit = big.subarray(0, 2_000_000);
    expect((await s.caller.users.uploadAvatar({ bytes: limit })).avatarUrl).toMatch(/\.png$/);
  });
});

describe('R10 logs of this file', () => {
  it('hold no password or unmasked CPF of the users created here', async () => {
    const rows = await env.deps.db.selectFrom('users').select('document').where('company_id', '=', env.demo.companyId).execute();
    for (const r of rows) if (r.document) secrets.add(r.document);
    // Run alone this file may log nothing (no HTTP, no failures); in a full run the log holds every file's lines.
    await expectNoSecretsInRunLog(secrets, { allowEmptyLog: true });
  });
});
