/**
 * External security review (docs/security-evidence.md; criteria of docs/design/security.md): credentials in the e-mail
 * outbox (R13), cross-tenant reading of the outbox, and forgot-password timing (R6). Everything goes through HTTP;
 * links are read from mail delivered to a real SMTP receiver, which answers 300 ms late like a slow provider.
 */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicDealRequest } from '../../../shared/schemas/public-deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, expectNoSecretsInRunLog, type HttpServer, randomIp, startHttp, type TestEnv } from '../../test/harness.ts';
import type { JsonBody } from '../../test/http-trpc.ts';

let env: TestEnv;
let http: HttpServer;
const SMTP_DELAY_MS = 300;
/** Every token that grants access seen in this file: none may be at rest anywhere (R13) nor in the logs (R10). */
const secrets = new Set<string>();

beforeAll(async () => {
  env = await createTestEnv({ smtp: { delayMs: SMTP_DELAY_MS } });
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const headers = (ip = randomIp()): Record<string, string> => ({ 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', 'X-Forwarded-For': ip });

async function postJson(path: string, body: unknown): Promise<{ status: number; body: JsonBody }> {
  const res = await fetch(`${http.baseUrl}${path}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function trpc(kind: 'query' | 'mutation', path: string, input: unknown, token?: string): Promise<{ status: number; body: JsonBody }> {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const serialized = JSON.stringify(superjson.serialize(input));
  const res =
    kind === 'query'
      ? await fetch(`${http.baseUrl}/trpc/${path}?input=${encodeURIComponent(serialized)}`, { headers: { ...headers(), ...auth } })
      : await fetch(`${http.baseUrl}/trpc/${path}`, { method: 'POST', headers: { ...headers(), ...auth }, body: serialized });
  const json = (await res.json()) as { result?: { data: unknown }; error?: unknown };
  return { status: res.status, body: json.result ? superjson.deserialize(json.result.data as never) : json.error };
}

async function login(email: string, password: string): Promise<string> {
  const res = await postJson('/api/v1/auth/login', { email, password });
  expect(res.status).toBe(200);
  return res.body.accessData.accessToken as string;
}

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  status: string;
}
async function outboxAs(token: string): Promise<OutboxItem[]> {
  const res = await trpc('query', 'outbox.list', { page: 1, size: 100 }, token);
  expect(res.status).toBe(200);
  return res.body.items as OutboxItem[];
}

async function forgotAndReceive(email: string): Promise<string> {
  expect((await postJson('/api/v1/auth/forgotPassword', { email })).status).toBe(200);
  const mail = await env.mailbox.waitFor(email, (m) => m.text.includes('/change-password/'));
  const token = /\/change-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  secrets.add(token);
  return token;
}

const publicDeal = (email: string): TPublicDealRequest => ({
  username: 'demo-credito',
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Carla Cliente',
      document: cpfFromBase('271828182'),
      birthDate: '1988-06-20',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Rosa Cliente',
      email,
      cellphone: '11987651111',
      incomes: [{ mensalIncome: 15000, professionalProfile: 'assalariado', admissionDate: '2018-02-01', main: true }],
    },
  ],
  operationValue: 300000,
  deadline: 360,
  objective: 'comprar',
  asset: { kind: 'realty', value: 450000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
  acceptTerms: true,
});

describe('R13 no reset/unlock/tracking/pre-registration link is usable from the outbox or the tables', () => {
  it('every link arrives by SMTP and works; the outbox, the token tables and the logs hold none of them', async () => {
    // Reset link: the delivered link changes the password.
    const user = await insertTestUser(env.deps.db, env.demo);
    const resetToken = await forgotAndReceive(user.email);
    const password = 'Trocada#Outbox2026';
    const changed = await postJson('/api/v1/auth/changePassword', { token: resetToken, password, passwordConfirmation: password });
    expect(changed).toMatchObject({ status: 200, body: { message: 'Senha alterada!' } });
    await login(user.email, password);

    // Unlock link (after too many failed sign-ins): the delivered link unlocks.
    expect((await postJson('/api/v1/auth/requestUnlock', { email: user.email })).status).toBe(200);
    const unlockMail = await env.mailbox.waitFor(user.email, (m) => m.text.includes('/desbloquear-acesso/'));
    const unlockToken = /\/desbloquear-acesso\/([A-Za-z0-9_-]+)/.exec(unlockMail.text)![1];
    secrets.add(unlockToken);
    expect((await postJson('/api/v1/auth/unlock', { token: unlockToken })).status).toBe(200);

    // Tracking link of a public deal: the delivered link opens the deal's progress.
    const customer = `carla.${Date.now()}@exemplo.com.br`;
    const submitted = await trpc('mutation', 'publicDeals.submit', publicDeal(customer));
    expect(submitted.status).toBe(200);
    const tracking = await env.mailbox.waitFor(customer, (m) => m.text.includes('/acompanhar/'));
    const trackingToken = /\/acompanhar\/([A-Za-z0-9_-]+)/.exec(tracking.text)![1];
    secrets.add(trackingToken);
    expect(trackingToken).toBe(submitted.body.trackingToken);
    expect((await trpc('query', 'publicDeals.tracking', { token: trackingToken })).status).toBe(200);

    // Pre-registration link: the delivered link pre-fills /cadastro.
    const prospect = `prospecto.${Date.now()}@exemplo.com.br`;
    const pre = await trpc('mutation', 'accounts.registration.preRegister', {
      name: 'Paulo Prospecto',
      email: prospect,
      cellphone: '(21) 98765-4321',
      companyName: 'Prospecto Ltda.',
      document: '',
      volumeOfOperations: 'low',
      marketing: {},
    });
    expect(pre.status).toBe(200);
    const preMail = await env.mailbox.waitFor(prospect, (m) => m.text.includes('preCadastro='));
    const preToken = /preCadastro=([A-Za-z0-9_-]+)/.exec(preMail.text)![1];
    secrets.add(preToken);
    expect((await trpc('query', 'accounts.registration.preRegistration', { token: preToken })).body).toMatchObject({ email: prospect });

    // At rest: every column of the outbox (all rows, sent or not) and of the tables that check these tokens.
    await env.deps.mailer.flush();
    const db = env.deps.db;
    const atRest = JSON.stringify([
      await db.selectFrom('email_outbox').selectAll().execute(),
      await db.selectFrom('password_reset_tokens').selectAll().execute(),
      await db.selectFrom('login_unlock_tokens').selectAll().execute(),
      await db.selectFrom('deal_tracking_tokens').selectAll().execute(),
      await db.selectFrom('pre_registrations').selectAll().execute(),
    ]);
    const found = [...secrets].filter((s) => atRest.includes(s));
    expect(found, 'plaintext tokens at rest').toEqual([]);
    // Once sent, only the redacted copy is left, and it still tells the reader what the mail was about.
    const rows = await db.selectFrom('email_outbox').select(['to_address', 'status', 'send_text', 'send_html', 'text_body']).where('to_address', 'in', [user.email, customer, prospect]).execute();
    expect(rows.map((r) => [r.status, r.send_text, r.send_html])).toEqual(rows.map(() => ['sent', null, null]));
    expect(rows.find((r) => r.to_address === user.email)!.text_body).toContain('/change-password/[oculto]');

    // Through the outbox view too (the demo master is a platform operator: sees platform mail as well).
    const view = JSON.stringify(await outboxAs(await login('master@demo.com.br', env.demo.password)));
    expect(view).toContain(prospect);
    expect([...secrets].filter((s) => view.includes(s))).toEqual([]);
  });

  it('logs of the run hold none of these tokens (R10)', async () => {
    expect(secrets.size).toBeGreaterThanOrEqual(4);
    await expectNoSecretsInRunLog(secrets);
  });
});

describe('outbox tenancy', () => {
  it('a master of another company cannot read this company’s mail (nor platform mail)', async () => {
    const demoUser = await insertTestUser(env.deps.db, env.demo);
    await forgotAndReceive(demoUser.email);
    const prospect = `plataforma.${Date.now()}@exemplo.com.br`;
    await trpc('mutation', 'accounts.registration.preRegister', {
      name: 'Pedro Plataforma',
      email: prospect,
      cellphone: '(21) 98765-4321',
      companyName: 'Plataforma Ltda.',
      document: '',
      volumeOfOperations: 'low',
      marketing: {},
    });
    await env.mailbox.waitFor(prospect);
    const otherUser = await insertTestUser(env.deps.db, env.other);
    await forgotAndReceive(otherUser.email);

    const otherMaster = await outboxAs(await login(env.other.users.master.email, env.other.password));
    const seen = otherMaster.map((m) => m.to);
    expect(seen).toContain(otherUser.email);
    expect(seen).not.toContain(demoUser.email);
    expect(seen).not.toContain(prospect);
    expect(seen.filter((to) => to.endsWith('@demo.com.br'))).toEqual([]);

    const demoMaster = (await outboxAs(await login('master@demo.com.br', env.demo.password))).map((m) => m.to);
    expect(demoMaster).toContain(demoUser.email);
    expect(demoMaster).toContain(prospect);
    expect(demoMaster).not.toContain(otherUser.email);
  });
});

describe('R6 forgot-password timing', () => {
  it('forgot-password answers as fast for an unknown e-mail as for a known one (SMTP answering 300 ms late)', async () => {
    const users = await Promise.all(Array.from({ length: 16 }, () => insertTestUser(env.deps.db, env.demo)));
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await postJson('/api/v1/auth/forgotPassword', { email });
      expect(res.body).toEqual({ message: 'Solicitação enviado com sucesso!' });
      return performance.now() - started;
    };
    // Warm-up (first queries compile plans), then interleaved so drift hits both sides alike.
    await timed(users[15].email);
    await timed('aquecimento@exemplo.com.br');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await timed(users[i].email));
      unknown.push(await timed(`ninguem.${i}.${Date.now()}@exemplo.com.br`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u), `median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(20);
    // And the mails still go out, after the answers.
    await env.mailbox.waitFor(users[14].email, (m) => m.text.includes('/change-password/'));
  });
});
