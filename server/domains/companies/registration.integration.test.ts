import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTitle } from '../../../shared/errors.ts';
import { onlyDigits } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import { REGISTRATION_PASSWORD, registrationInput } from '../../test/account-fixtures.ts';
import { trpcHttp } from '../../test/fuzz/http.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, expectNoSecretsInRunLog, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

/** A visitor with an address of their own, so the per-IP limits of one test never touch another's. */
const visitor = () => callerFor(env.deps, null, { ip: randomIp() });
const secrets = new Set<string>([REGISTRATION_PASSWORD]);

async function counts() {
  const n = async (table: 'companies' | 'subsidiaries' | 'users' | 'company_addresses' | 'company_contacts') =>
    Number(
      (
        await env.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { companies: await n('companies'), subsidiaries: await n('subsidiaries'), users: await n('users'), addresses: await n('company_addresses'), contacts: await n('company_contacts') };
}

const outboxTo = (email: string) => env.deps.db.selectFrom('email_outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', email).execute();

describe('accounts.registration.register (/cadastro)', () => {
  it('creates the company, its first affiliate in a 14-day test and the administrator, who can sign in', async () => {
    const input = registrationInput();
    secrets.add(onlyDigits(input.user.info.document));
    const res = await visitor().accounts.registration.register(input);
    expect(res).toEqual({ message: 'Cadastro realizado com sucesso! Enviamos um e-mail de boas-vindas', email: input.user.email });

    const db = env.deps.db;
    const company = await db.selectFrom('companies').selectAll().where('document', '=', onlyDigits(input.company.document)).executeTakeFirstOrThrow();
    expect(company).toMatchObject({
      name: input.company.fantasyName,
      corporate_name: input.company.corporateName,
      line_of_business: 'Correspondente bancário',
      volume_of_operations: 'medium',
      operates_in_real_estate: true,
      foundation_date: '2015-03-10',
      monthly_billing: '85000.50',
      phone: '1133334444',
      subscriber_name: 'Helena Horizonte',
      is_user_company_administrator: true,
      administrator_name: 'Helena Horizonte',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'lancamento-2026',
      utm_term: null,
      policies_version: '2025-01',
    });
    expect(company.policies_accepted_at).toBeInstanceOf(Date);

    const subsidiary = await db.selectFrom('subsidiaries').selectAll().where('company_id', '=', company.id).executeTakeFirstOrThrow();
    expect(subsidiary).toMatchObject({ status: 'test', document: company.document, registration_pending: false });
    const days = (subsidiary.test_end_at!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);

    const address = await db.selectFrom('company_addresses').selectAll().where('company_id', '=', company.id).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ postal_code: '01310100', state: 'SP', region: 'sudeste', country: 'Brasil', complement: 'Sala 12' });
    const contacts = await db.selectFrom('company_contacts').select(['type', 'value', 'main']).where('company_id', '=', company.id).orderBy('position').execute();
    expect(contacts).toEqual([
      { type: 'cellphone', value: '11988887777', main: true },
      { type: 'site', value: 'https://horizonte-credito.com.br', main: false },
    ]);

    const user = await db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['u.username', 'u.mother_name', 'u.marital_status', 'u.policies_version', 'u.subsidiary_id', 'r.key'])
      .where('u.email', '=', input.user.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ key: 'administrator', mother_name: 'Maria Horizonte', marital_status: 'casado', policies_version: '2025-01', subsidiary_id: subsidiary.id });
    expect(user.username).toMatch(/^helena-horizonte(-\d+)?$/);

    const [mail] = await outboxTo(input.user.email);
    expect(mail.subject).toBe('Bem-vindo(a) à Crédito');
    expect(mail.text_body).toContain('http://localhost:3000/login');
    expect(mail.text_body).toContain(`/links/${user.username}`);

    // The new administrator signs in straight away (policies already accepted) and sees the new company.
    const session = await signIn(env.deps, input.user.email, REGISTRATION_PASSWORD, { ip: randomIp() });
    expect(session.profile).toMatchObject({ company: { name: input.company.fantasyName }, role: { key: 'administrator' }, policiesAccepted: true });
    const list = await session.caller.accounts.subsidiaries.list({});
    expect(list.items.map((s) => s.status)).toEqual(['test']);
  });

  it('gives each new administrator a unique public username', async () => {
    const a = registrationInput();
    const b = registrationInput();
    await visitor().accounts.registration.register(a);
    await visitor().accounts.registration.register(b);
    const names = await env.deps.db.selectFrom('users').select('username').where('email', 'in', [a.user.email, b.user.email]).execute();
    expect(new Set(names.map((n) => n.username)).size).toBe(2);
  });

  it('refuses a CNPJ already registered (numeric or alphanumeric) with "Cadastro duplicado", saving nothing', async () => {
    for (const document of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      const before = await counts();
      const input = registrationInput({ company: { ...registrationInput().company, document } });
      const err = await expectAppError(visitor().accounts.registration.register(input), 'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR', 'Já existe um cadastro com este CNPJ');
      expect(errorTitle(err.type)).toBe('Cadastro duplicado');
      expect(err.status).toBe(409);
      expect(errorFields(err)).toEqual(['company.document']);
      expect(await counts()).toEqual(before);
      expect(await outboxTo(input.user.email)).toEqual([]);
    }
  });

  it('refuses an e-mail already in use on the user’s e-mail field, saving nothing', async () => {
    const before = await counts();
    const input = registrationInput();
    const err = await expectAppError(visitor().accounts.registration.register({ ...input, user: { ...input.user, email: 'ADMIN@demo.com.br' } }), 'VALIDATION_ERROR', 'Este e-mail já está em uso');
    expect(errorFields(err)).toEqual(['user.email']);
    expect(await counts()).toEqual(before);
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('requires the privacy policy and the terms of use (spec §5 "Você deve aceitar...")', async () => {
    const input = registrationInput({ policies: { acceptPrivacyPolicy: false, acceptTermsOfUse: false } as never });
    const err = await expectAppError(visitor().accounts.registration.register(input), 'VALIDATION_ERROR');
    expect(err.errors).toEqual(
      expect.arrayContaining([
        { field: 'policies.acceptPrivacyPolicy', message: 'Você deve aceitar a política de privacidade' },
        { field: 'policies.acceptTermsOfUse', message: 'Você deve aceitar os termos de uso' },
      ]),
    );
  });

  it('names every invalid field with its pt-BR message: CNPJ, CPF, CEP, phones', async () => {
    const good = registrationInput();
    const input = registrationInput({
      company: { ...good.company, document: '11.222.333/0001-82', phone: '(11) 1234' },
      address: { ...good.address, postalCode: '00000-000' },
      subscriber: { ...good.subscriber, cellphone: '(11) 3333-4444' },
      user: { ...good.user, info: { ...good.user.info, document: '111.111.111-11' } },
      contacts: [{ type: 'email', value: 'não é e-mail', main: true }],
    });
    const err = await expectAppError(visitor().accounts.registration.register(input), 'VALIDATION_ERROR');
    const byField = Object.fromEntries(err.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      'company.document': 'CNPJ inválido',
      'company.phone': 'Informe um telefone válido: (33) 3333-9999',
      'address.postalCode': 'CEP inválido',
      'subscriber.cellphone': 'Informe um celular válido: (99) 99999-9999',
      'user.info.document': 'CPF inválido',
      'contacts.0.value': 'E-mail inválido',
    });
    expect(err.status).toBe(400);
  });

  it('asks for the administrator when the user is not the administrator, and stores them', async () => {
    const input = registrationInput({ isUserCompanyAdministrator: false });
    const missing = await expectAppError(visitor().accounts.registration.register(input), 'VALIDATION_ERROR', 'Este campo é obrigatório');
    expect(errorFields(missing)).toEqual(['administrator.name']);

    const administrator = { name: 'Roberto Sócio', email: 'roberto.socio@horizonte.com.br', cellphone: '(11) 96666-5555', birthDate: '1970-01-30', document: '529.982.247-25' };
    await visitor().accounts.registration.register({ ...input, administrator });
    const row = await env.deps.db
      .selectFrom('companies')
      .select(['is_user_company_administrator', 'administrator_name', 'administrator_document', 'administrator_birth_date'])
      .where('document', '=', onlyDigits(input.company.document))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_user_company_administrator: false, administrator_name: 'Roberto Sócio', administrator_document: '52998224725', administrator_birth_date: '1970-01-30' });
  });

  it('refuses a password from the common-password list', async () => {
    const input = registrationInput();
    const err = await expectAppError(
      visitor().accounts.registration.register({ ...input, user: { ...input.user, password: 'password123', confirmPassword: 'password123' } }),
      'VALIDATION_ERROR',
      MSG.passwordTooCommon,
    );
    expect(errorFields(err)).toEqual(['user.password']);
  });

  it('refuses over HTTP the guessable passwords an outside review signed up with (a word with digits and symbols around it)', async () => {
    const http = await startHttp(env.deps);
    try {
      for (const password of ['qwertyui', 'Senha@123', 'Brasil@123']) {
        const input = registrationInput();
        const res = await trpcHttp(http.baseUrl, 'accounts.registration.register', 'mutation', { ...input, user: { ...input.user, password, confirmPassword: password } });
        expect([password, res.status]).toEqual([password, 400]);
        expect(res.text).toContain(MSG.passwordTooCommon);
        expect(await env.deps.db.selectFrom('users').select('id').where('email', '=', input.user.email).execute()).toEqual([]);
      }
    } finally {
      await http.close();
    }
  });

  it('tells the access step, over HTTP, which passwords the registration would refuse as easy to guess', async () => {
    const http = await startHttp(env.deps);
    try {
      const check = (password: string) => trpcHttp(http.baseUrl, 'accounts.registration.checkPassword', 'mutation', { password });
      for (const password of ['qwertyui', 'Senha@123', 'Brasil@123', 'password123']) {
        const res = await check(password);
        expect([password, res.status, res.text]).toEqual([password, 200, expect.stringContaining('"guessable":true')]);
      }
      const strong = await check('Corretora-Azul-Pampulha-77');
      expect([strong.status, strong.text]).toEqual([200, expect.stringContaining('"guessable":false')]);
      // A password that is not one at all is the schema's own message, as on the form.
      const short = await check('abc');
      expect(short.status).toBe(400);
      expect(short.text).toContain(MSG.passwordTooShort);
    } finally {
      await http.close();
    }
  });

  it('is rate limited per client address', async () => {
    const caller = callerFor(env.deps, null, { ip: randomIp() });
    for (let i = 0; i < 10; i++)
      await expectAppError(
        caller.accounts.registration.register(registrationInput({ company: { ...registrationInput().company, document: '11.222.333/0001-81' } })),
        'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR',
      );
    const err = await expectAppError(caller.accounts.registration.register(registrationInput()), 'TOO_MANY_ATTEMPTS_ERROR');
    expect(err.retryAfter).toBeGreaterThan(0);
  });

  it('when the test period ends, the administrator still signs in to subscribe and sees that it ended', async () => {
    const input = registrationInput();
    await visitor().accounts.registration.register(input);
    await env.deps.db
      .updateTable('subsidiaries')
      .set({ test_end_at: new Date(Date.now() - 60_000) })
      .where('document', '=', onlyDigits(input.company.document))
      .execute();
    // Everyone else of the company is refused (server/domains/subscriptions/trial.integration.test.ts).
    const { user } = await callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email: input.user.email, password: REGISTRATION_PASSWORD });
    expect(user.role.key).toBe('administrator');
    expect(user.trialEndsAt!.getTime()).toBeLessThan(Date.now());
  });
});

// R10 (docs/design/security.md): no password, token or CPF handled here may reach the run's log.
describe('R10 logs of this file', () => {
  it('hold no password or CPF of the accounts created here', async () => {
    await expectNoSecretsInRunLog(secrets, { allowEmptyLog: true });
  });
});
