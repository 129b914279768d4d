import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyDigits } from '../../../shared/format.ts';
import { affiliateInput, affiliateLinkOf, REGISTRATION_PASSWORD, randomCnpj, registrationInput } from '../../test/account-fixtures.ts';
import { trpcHttp } from '../../test/fuzz/http.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, expectNoSecretsInRunLog, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import { affiliateInviteCode } from './affiliate-invites.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
});
afterAll(async () => {
  await env?.close();
});

/** A visitor with an address of their own, so the per-IP limits of one test never touch another's. */
const visitor = () => callerFor(env.deps, null, { ip: randomIp() });
const secrets = new Set<string>([REGISTRATION_PASSWORD]);

const outboxTo = (email: string) => env.deps.db.selectFrom('email_outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', email).execute();

describe('pre-registration (/pre-cadastro)', () => {
  it('saves the short form, e-mails the completion link, pre-fills /cadastro and is used once', async () => {
    const email = `prospect.${Date.now()}@exemplo.com.br`;
    const document = randomCnpj();
    const res = await visitor().accounts.registration.preRegister({
      name: 'Paulo Prospecto',
      email,
      cellphone: '(21) 98765-4321',
      companyName: 'Prospecto Crédito Ltda.',
      document,
      volumeOfOperations: 'high',
      sourceName: 'Paulo Prospecto',
      marketing: { utmSource: 'google', utmCampaign: 'pre-cadastro' },
    });
    expect(res.message).toBe('Pré-cadastro enviado! Confira o seu e-mail para concluir o cadastro');

    // The link arrives by SMTP; the outbox keeps it redacted.
    const mail = await env.mailbox.waitFor(email);
    expect(mail.subject).toBe('Crédito — conclua o cadastro da sua empresa');
    const link = /http:\/\/localhost:3000\/cadastro\?preCadastro=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1];
    const stored = await env.deps.db.selectFrom('pre_registrations').select(['token_hash', 'source_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.source_name).toBe('Paulo Prospecto');
    const [kept] = await outboxTo(email);
    expect(kept.text_body).toContain('/cadastro?preCadastro=[oculto]');
    expect(`${kept.text_body}${kept.html_body}`).not.toContain(token);

    const prefill = await visitor().accounts.registration.preRegistration({ token });
    expect(prefill).toEqual({
      name: 'Paulo Prospecto',
      email,
      cellphone: '21987654321',
      companyName: 'Prospecto Crédito Ltda.',
      document: onlyDigits(document),
      volumeOfOperations: 'high',
      marketing: { utmSource: 'google', utmCampaign: 'pre-cadastro' },
    });

    // Completing the registration with the token keeps the pre-registration's campaign and uses the link up.
    const input = registrationInput({ marketing: {}, preRegistrationToken: token });
    await visitor().accounts.registration.register({ ...input, company: { ...input.company, document } });
    const company = await env.deps.db.selectFrom('companies').select(['id', 'utm_source', 'utm_campaign']).where('document', '=', onlyDigits(document)).executeTakeFirstOrThrow();
    expect(company).toMatchObject({ utm_source: 'google', utm_campaign: 'pre-cadastro' });
    const used = await env.deps.db.selectFrom('pre_registrations').select(['completed_at', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(used.company_id).toBe(company.id);
    await expectAppError(visitor().accounts.registration.preRegistration({ token }), 'ENTITY_NOT_FOUND_ERROR', 'Este link de cadastro não é válido ou já foi usado');
  });

  it('checks the fields, and tells a CNPJ that is already registered', async () => {
    const base = { name: 'Paulo Prospecto', email: 'paulo@exemplo.com.br', cellphone: '(21) 98765-4321', companyName: 'Prospecto', volumeOfOperations: 'low' as const };
    const bad = await expectAppError(visitor().accounts.registration.preRegister({ ...base, email: 'x', cellphone: '123', document: '123' }), 'VALIDATION_ERROR');
    expect(Object.fromEntries(bad.errors.map((e) => [e.field, e.message]))).toMatchObject({
      email: 'E-mail inválido',
      cellphone: 'Informe um celular válido: (99) 99999-9999',
      document: 'CNPJ inválido',
    });
    await expectAppError(visitor().accounts.registration.preRegister({ ...base, document: '11.222.333/0001-81' }), 'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR');
    // Without a CNPJ it is fine.
    expect((await visitor().accounts.registration.preRegister({ ...base, document: '' })).message).toMatch(/^Pré-cadastro enviado/);
  });
});

describe('affiliate registration (/cadastro-filial)', () => {
  it('an administrator’s affiliate link registers the affiliate and its manager, once', async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
    const created = await admin.caller.accounts.subsidiaries.create({ fantasyName: 'Demo Crédito Santos', status: 'active' });
    const link = affiliateLinkOf(created.subsidiary.registrationPath);
    expect(created.subsidiary.registrationPath).toMatch(new RegExp(`^/cadastro-filial/${env.demo.companyId}/${created.subsidiary.id}\\?convite=[\\w-]{43}$`));

    const invite = await visitor().accounts.registration.affiliateInvite(link);
    expect(invite).toMatchObject({ companyName: 'Demo Crédito', subsidiary: { fantasyName: 'Demo Crédito Santos', document: null } });

    const input = affiliateInput(link);
    secrets.add(onlyDigits(input.user.document));
    const res = await visitor().accounts.registration.registerAffiliate(input);
    expect(res).toEqual({ message: 'Cadastro da filial concluído!', email: input.user.email });

    const sub = await env.deps.db.selectFrom('subsidiaries').selectAll().where('id', '=', link.subsidiaryId).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({
      registration_pending: false,
      fantasy_name: input.subsidiary.fantasyName,
      document: onlyDigits(input.subsidiary.document),
      month_billing: '42000.00',
      status: 'active',
    });
    const [mail] = await outboxTo(input.user.email);
    expect(mail.text_body).toContain(`a filial ${input.subsidiary.fantasyName} de Demo Crédito`);

    const manager = await signIn(env.deps, input.user.email, REGISTRATION_PASSWORD, { ip: randomIp() });
    expect(manager.profile).toMatchObject({ role: { key: 'subsidiaryManager' }, subsidiary: { id: link.subsidiaryId }, company: { id: env.demo.companyId } });
    const own = await manager.caller.accounts.subsidiaries.list({});
    expect(own.items.map((s) => s.id)).toEqual([link.subsidiaryId]);

    // The link works once.
    await expectAppError(visitor().accounts.registration.affiliateInvite(link), 'ENTITY_NOT_FOUND_ERROR', 'Link não encontrado');
    await expectAppError(visitor().accounts.registration.registerAffiliate(affiliateInput(link)), 'ENTITY_NOT_FOUND_ERROR', 'Link não encontrado');
  });

  it('unknown, foreign and already registered pairs are all "Link não encontrado"', async () => {
    const otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password, { ip: randomIp() });
    const foreign = await otherAdmin.caller.accounts.subsidiaries.create({ fantasyName: 'Outra Empresa Natal', status: 'active' });
    const foreignLink = affiliateLinkOf(foreign.subsidiary.registrationPath);
    const codeOf = (subsidiaryId: string) => affiliateInviteCode(env.deps.config, subsidiaryId);
    const cases = [
      { ...foreignLink, companyId: env.demo.companyId },
      { companyId: env.demo.companyId, subsidiaryId: env.demo.subsidiaries[1].id, invite: codeOf(env.demo.subsidiaries[1].id) },
      { companyId: env.demo.companyId, subsidiaryId: '00000000-0000-4000-8000-000000000000', invite: codeOf('00000000-0000-4000-8000-000000000000') },
    ];
    for (const link of cases) {
      await expectAppError(visitor().accounts.registration.affiliateInvite(link), 'ENTITY_NOT_FOUND_ERROR', 'Link não encontrado');
      await expectAppError(visitor().accounts.registration.registerAffiliate(affiliateInput(link)), 'ENTITY_NOT_FOUND_ERROR', 'Link não encontrado');
    }
    await expectAppError(visitor().accounts.registration.affiliateInvite({ companyId: 'abc', subsidiaryId: 'def' }), 'VALIDATION_ERROR');
    // The right pair still works.
    expect((await visitor().accounts.registration.affiliateInvite(foreignLink)).companyName).toBe('Outra Empresa');
  });

  it('the ids alone open nothing: an insider who knows them cannot sign up as the affiliate’s administrator (HTTP)', async () => {
    const http = await startHttp(env.deps);
    try {
      const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
      const created = await admin.caller.accounts.subsidiaries.create({ fantasyName: 'Demo Crédito Guarujá', status: 'active' });
      const link = affiliateLinkOf(created.subsidiary.registrationPath);
      const ids = { companyId: link.companyId, subsidiaryId: link.subsidiaryId };
      const notFound = (answer: { status: number; text: string }) => [answer.status, answer.text.includes('Link não encontrado')];
      // Without the code, with another affiliate's code, with a guess: the same 'Link não encontrado' as an unknown link.
      for (const invite of [undefined, affiliateInviteCode(env.deps.config, env.demo.subsidiaries[1].id), 'A'.repeat(43)]) {
        const asked = { ...ids, ...(invite === undefined ? {} : { invite }) };
        expect(notFound(await trpcHttp(http.baseUrl, 'accounts.registration.affiliateInvite', 'query', asked))).toEqual([404, true]);
        expect(notFound(await trpcHttp(http.baseUrl, 'accounts.registration.registerAffiliate', 'mutation', affiliateInput(asked)))).toEqual([404, true]);
      }
      expect(await env.deps.db.selectFrom('users').select('id').where('subsidiary_id', '=', link.subsidiaryId).execute()).toEqual([]);
      expect((await env.deps.db.selectFrom('subsidiaries').select('registration_pending').where('id', '=', link.subsidiaryId).executeTakeFirstOrThrow()).registration_pending).toBe(true);
      // The link the administrator shares works.
      const done = await trpcHttp(http.baseUrl, 'accounts.registration.registerAffiliate', 'mutation', affiliateInput(link));
      expect(done.status).toBe(200);
    } finally {
      await http.close();
    }
  });

  it('refuses a CNPJ registered elsewhere with "Cadastro duplicado", and leaves the link usable', async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
    const created = await admin.caller.accounts.subsidiaries.create({ fantasyName: 'Demo Crédito Sorocaba', status: 'active' });
    const link = affiliateLinkOf(created.subsidiary.registrationPath);
    const input = affiliateInput(link);
    const err = await expectAppError(
      visitor().accounts.registration.registerAffiliate({ ...input, subsidiary: { ...input.subsidiary, document: '11.444.777/0001-61' } }),
      'SUBSIDIARY_ALREADY_EXISTS_WITH_DOCUMENT_ERROR',
    );
    expect(errorFields(err)).toEqual(['subsidiary.document']);
    const dupEmail = await expectAppError(visitor().accounts.registration.registerAffiliate({ ...input, user: { ...input.user, email: 'filial@demo.com.br' } }), 'VALIDATION_ERROR');
    expect(errorFields(dupEmail)).toEqual(['user.email']);
    expect((await visitor().accounts.registration.affiliateInvite(link)).subsidiary.fantasyName).toBe('Demo Crédito Sorocaba');
  });
});

// R10 (docs/design/security.md): no password, token or CPF handled here may reach the run's log.
describe('R10 logs of this file', () => {
  it('hold no password or CPF of the accounts created here', async () => {
    await expectNoSecretsInRunLog(secrets, { allowEmptyLog: true });
  });
});
