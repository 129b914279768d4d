/**
 * R12 (docs/design/security.md): an anonymous public submission with a stored customer's CPF — nothing stored is shown,
 * linked or changed. The attacks of the outside review, replayed over HTTP as a stranger's browser would send them.
 */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import type { TPublicDealRequest } from '../../../shared/schemas/public-deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { type HttpAnswer, trpcHttp } from '../../test/fuzz/http.ts';
import { createTestEnv, expectNoSecretsInRunLog, type HttpServer, randomIp, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;
let branch: Session;

/** What the company stores about the person (typed by the operator): none of it may reach a stranger. */
const STORED = { name: 'Helena Guardada', email: 'helena.guardada@example.com', motherName: 'Mãe Guardada Sigilosa', cellphone: '11912345678', birthDate: '1971-03-09', income: 23456 };

const staffDeal = (cpf: string, over: Partial<TDealCreateRequest['associates'][number]> = {}): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: STORED.name,
      document: cpf,
      birthDate: STORED.birthDate,
      gender: 'feminino',
      maritalStatus: 'casado',
      motherName: STORED.motherName,
      email: STORED.email,
      cellphone: STORED.cellphone,
      incomes: [{ mensalIncome: STORED.income, professionalProfile: 'assalariado', admissionDate: '2010-02-01', main: true }],
      ...over,
    },
  ],
  operationValue: 300000,
  deadline: 360,
  asset: { kind: 'realty', value: 500000, type: 'apartamento', isRegistered: true },
});

const submission = (cpf: string, username = 'demo-credito'): TPublicDealRequest => ({
  username,
  operationType: 'HomeEquity',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Estranho Curioso',
      document: cpf,
      birthDate: '1990-01-01',
      gender: 'masculino',
      maritalStatus: 'solteiro',
      motherName: 'Outra Mãe',
      email: 'estranho@example.com',
      cellphone: '11900000000',
      incomes: [{ mensalIncome: 5000, professionalProfile: 'autonomo', main: true }],
    },
  ],
  operationValue: 100000,
  deadline: 120,
  objective: 'investir',
  asset: { kind: 'realty', value: 400000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
  acceptTerms: true,
});

/** The tRPC answer's data (superjson envelope) or fails with what came back. */
function dataOf<T>(answer: HttpAnswer): T {
  const body = answer.json as { result?: { data: Parameters<typeof superjson.deserialize>[0] } } | undefined;
  if (answer.status !== 200 || !body?.result) expect.fail(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
  return superjson.deserialize<T>(body.result.data);
}
const errorOf = (answer: HttpAnswer) =>
  (answer.json as { error: { json: { data: { appError: { type: string; message: string; errors: { field?: string; message: string }[] } } } } }).error.json.data.appError;

/** Everything a stranger can read back with the tracking token: the page's data and the LGPD export (JSON). */
async function whatTheStrangerSees(token: string): Promise<string> {
  const view = await trpcHttp(http.baseUrl, 'publicDeals.tracking', 'query', { token });
  const file = await fetch(`${http.baseUrl}/api/v1/public/tracking/${token}/data.json`, { headers: { 'x-forwarded-for': randomIp() } });
  expect([view.status, file.status]).toEqual([200, 200]);
  return JSON.stringify(dataOf(view)) + (await file.text());
}

const storedCustomer = (cpf: string) =>
  env.deps.db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'mother_name', 'cellphone', 'birth_date', 'incomes'])
    .where('company_id', '=', env.demo.companyId)
    .where('document', '=', cpf)
    .executeTakeFirstOrThrow();
const associatesOf = (number: number) =>
  env.deps.db
    .selectFrom('deal_associates as a')
    .innerJoin('deals as d', 'd.id', 'a.deal_id')
    .select(['d.id as deal_id', 'a.id', 'a.customer_id', 'a.name'])
    .where('d.company_id', '=', env.demo.companyId)
    .where('d.number', '=', number)
    .execute();

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [admin, operator, branch] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
  ]);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('R12: a CPF never unlocks a stored customer file', () => {
  it('a stranger who submits a stored customer’s CPF through another broker’s link sees only what they typed, and changes nothing', async () => {
    const cpf = cpfFromBase('318530717');
    // The operator's customer, with a deal, a document the operator sent, and the operator's views of it.
    const own = dataOf<{ id: string }>(await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpf), { token: operator.accessData.accessToken }));
    await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: own.id }, { token: operator.accessData.accessToken });
    const before = await storedCustomer(cpf);

    // The stranger sends the CPF through the administrator's public link (the customer's open deal is the operator's).
    const sent = dataOf<{ number: number; trackingToken: string }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpf)));
    const seen = await whatTheStrangerSees(sent.trackingToken);
    for (const secret of [STORED.name, STORED.email, STORED.motherName, STORED.cellphone, STORED.birthDate, String(STORED.income), 'Helena', 'Otávio Operador']) {
      expect(seen, `the stranger read “${secret}”`).not.toContain(secret);
    }
    expect(seen).toContain('Estranho Curioso');
    // Nothing about the customer's other deal either (its number, its value).
    expect(seen).not.toContain('300000');

    // The stored customer is untouched, and the new deal is linked to no customer: it keeps its own copy.
    expect(await storedCustomer(cpf)).toEqual(before);
    const [person] = await associatesOf(sent.number);
    expect(person).toMatchObject({ customer_id: null, name: 'Estranho Curioso' });
    const customerPage = dataOf<{ deals: { id: string }[] }>(await trpcHttp(http.baseUrl, 'customers.get', 'query', { id: before.id }, { token: admin.accessData.accessToken }));
    expect(customerPage.deals.map((d) => d.id)).toEqual([own.id]);
  });

  it('a CPF with a proposal still open answers a stranger like any other: a deal and a link of their own, nothing blocked; only the broker is told, in the app', async () => {
    const registered = cpfFromBase('271828182');
    const sentTwice = cpfFromBase('314159265');
    // A deal the administrator registered for this CPF is not revealed to a stranger: the submission goes through.
    await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(registered), { token: admin.accessData.accessToken });
    const through = await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(registered));
    expect(through.status).toBe(200);

    // The real person sends their proposal; a third party then sends the same CPF through the same link.
    const real = submission(sentTwice);
    real.associates[0] = { ...real.associates[0], name: 'Pessoa Verdadeira', email: 'verdadeira@example.com', cellphone: '11955554444', motherName: 'Mãe Verdadeira' };
    const first = dataOf<{ number: number; trackingToken: string }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', real));
    const again = await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(sentTwice));
    const fresh = await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpfFromBase('314159266')));
    // The same answer as for a CPF nobody sent: status, message and shape; nothing says a request is in progress.
    expect(again.status).toBe(200);
    const second = dataOf<{ message: string; number: number; trackingToken: string; trackingUrl: string }>(again);
    const ordinary = dataOf<{ message: string; number: number; trackingToken: string; trackingUrl: string }>(fresh);
    expect(Object.keys(second).sort()).toEqual(Object.keys(ordinary).sort());
    expect(second.message).toBe(ordinary.message);
    expect(second.number).not.toBe(first.number);

    // The third party's link shows what they typed, never the first proposal; the real person's link still works.
    const seen = await whatTheStrangerSees(second.trackingToken);
    for (const secret of ['Pessoa Verdadeira', 'verdadeira@example.com', '11955554444', 'Mãe Verdadeira', 'proposta aberta']) expect(seen).not.toContain(secret);
    expect(seen).toContain('Estranho Curioso');
    expect(await whatTheStrangerSees(first.trackingToken)).toContain('Pessoa Verdadeira');
    const [realPerson] = await associatesOf(first.number);
    expect(realPerson.name).toBe('Pessoa Verdadeira');

    // The broker, signed in, finds both deals on the board and the new one says which open proposal has the same CPF.
    const [person] = await associatesOf(second.number);
    const page = dataOf<{ events: { kind: string; data: Record<string, unknown> }[] }>(
      await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: person.deal_id }, { token: admin.accessData.accessToken }),
    );
    expect(page.events).toContainEqual(expect.objectContaining({ kind: 'public_duplicate', data: { dealNumbers: [first.number], documentLabel: 'CPF' } }));
    const notices = dataOf<{ items: { link: string; body: string }[] }>(await trpcHttp(http.baseUrl, 'notifications.latest', 'query', undefined, { token: admin.accessData.accessToken }));
    expect(notices.items.find((n) => n.link === `/deal/${person.deal_id}`)?.body).toContain(`Já existe uma proposta aberta com este CPF enviada pelo link público (negócio nº ${first.number})`);
    const [ordinaryPerson] = await associatesOf(ordinary.number);
    expect(notices.items.find((n) => n.link === `/deal/${ordinaryPerson.deal_id}`)?.body).toMatch(/^Home equity de .* · negócio nº \d+$/);
  });

  it('linking a public submission to the stored customer is a staff action of someone who sees that customer, and it is audited', async () => {
    const cpf = cpfFromBase('161803399');
    await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpf), { token: operator.accessData.accessToken });
    const stored = await storedCustomer(cpf);
    const sent = dataOf<{ number: number }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpf)));
    const [person] = await associatesOf(sent.number);

    // The affiliate manager sees neither the deal nor the customer: the deal is not found.
    const outsider = await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: person.deal_id, associateId: person.id }, { token: branch.accessData.accessToken });
    expect([outsider.status, errorOf(outsider).type]).toEqual([404, 'ENTITY_NOT_FOUND_ERROR']);

    // The administrator sees both: the deal page offers the link, and the link keeps both copies as they were.
    const page = dataOf<{ associates: { id: string; customerMatch: string | null; customer_id: string | null }[] }>(
      await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: person.deal_id }, { token: admin.accessData.accessToken }),
    );
    expect(page.associates[0]).toMatchObject({ customer_id: null, customerMatch: 'link' });
    const linked = dataOf<{ message: string; customerId: string }>(
      await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: person.deal_id, associateId: person.id }, { token: admin.accessData.accessToken }),
    );
    expect(linked).toEqual({ message: 'Proponente vinculado ao cliente existente', customerId: stored.id });
    expect((await associatesOf(sent.number))[0]).toMatchObject({ customer_id: stored.id, name: 'Estranho Curioso' });
    expect(await storedCustomer(cpf)).toEqual(stored);
    const audit = await env.deps.db.selectFrom('audit_log').select(['actor_user_id', 'data']).where('action', '=', 'deal.link_customer').where('entity_id', '=', person.deal_id).execute();
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: admin.user.id })]);
    const again = await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: person.deal_id, associateId: person.id }, { token: admin.accessData.accessToken });
    expect(errorOf(again).type).toBe('VALIDATION_ERROR');
  });

  it('a person nobody stored becomes a customer only when staff say so', async () => {
    const cpf = cpfFromBase('141421357');
    const sent = dataOf<{ number: number }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpf)));
    const [person] = await associatesOf(sent.number);
    expect(await env.deps.db.selectFrom('customers').select('id').where('document', '=', cpf).execute()).toEqual([]);
    const page = dataOf<{ associates: { customerMatch: string | null }[] }>(await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: person.deal_id }, { token: admin.accessData.accessToken }));
    expect(page.associates[0].customerMatch).toBe('create');
    const created = dataOf<{ message: string; customerId: string }>(
      await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: person.deal_id, associateId: person.id }, { token: admin.accessData.accessToken }),
    );
    expect(created.message).toBe('Cliente cadastrado e vinculado ao negócio');
    expect(await env.deps.db.selectFrom('customers').select(['name', 'email']).where('id', '=', created.customerId).executeTakeFirstOrThrow()).toEqual({
      name: 'Estranho Curioso',
      email: 'estranho@example.com',
    });
  });
});

describe('customer overwrite within a company', () => {
  it('staff who cannot see a customer cannot overwrite it by registering a deal with the CPF; the deal keeps its own copy', async () => {
    const cpf = cpfFromBase('236067977');
    await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpf), { token: operator.accessData.accessToken });
    const stored = await storedCustomer(cpf);

    // The other affiliate's manager does not see the operator's deal, so not its customer.
    const theirs = dataOf<{ id: string; number: number }>(
      await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpf, { name: 'Nome Reescrito', email: 'reescrito@example.com', motherName: 'Mãe Reescrita' }), {
        token: branch.accessData.accessToken,
      }),
    );
    expect(await storedCustomer(cpf)).toEqual(stored);
    const copy = dataOf<{ associates: { name: string; customer_id: string | null; customerMatch: string | null }[] }>(
      await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: theirs.id }, { token: branch.accessData.accessToken }),
    );
    expect(copy.associates[0]).toMatchObject({ name: 'Nome Reescrito', customer_id: null, customerMatch: 'hidden' });
    const refused = await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: theirs.id, associateId: (await associatesOf(theirs.number))[0].id }, { token: branch.accessData.accessToken });
    expect([refused.status, errorOf(refused).type]).toEqual([403, 'FORBIDDEN_ERROR']);
    expect((await trpcHttp(http.baseUrl, 'customers.get', 'query', { id: stored.id }, { token: branch.accessData.accessToken })).status).toBe(404);

    // Someone who sees the customer updates it through their own deal, as before.
    const own = await env.deps.db.selectFrom('deal_associates').select('deal_id').where('customer_id', '=', stored.id).executeTakeFirstOrThrow();
    const editable = dataOf<{ version: number; deal: TDealCreateRequest }>(await trpcHttp(http.baseUrl, 'deals.editable', 'query', { id: own.deal_id }, { token: operator.accessData.accessToken }));
    const associates = [{ ...editable.deal.associates[0], email: 'novo.email@example.com' }];
    const saved = await trpcHttp(http.baseUrl, 'deals.update', 'mutation', { ...editable.deal, associates, id: own.deal_id, version: editable.version }, { token: operator.accessData.accessToken });
    expect(saved.status).toBe(200);
    expect((await storedCustomer(cpf)).email).toBe('novo.email@example.com');
  });
});

describe('tracking tokens in request logs', () => {
  it('the tracking page, its API and its uploads are logged with the token hidden, by the one rule for secret paths', async () => {
    const sent = dataOf<{ trackingToken: string }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpfFromBase('301029995'))));
    const token = sent.trackingToken;
    const headers = { 'x-forwarded-for': randomIp() };
    // The page (no client bundle in this server: a 404, logged all the same), the data export and an upload attempt.
    await fetch(`${http.baseUrl}/acompanhar/${token}`, { headers });
    expect((await fetch(`${http.baseUrl}/api/v1/public/tracking/${token}/data.json`, { headers })).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'x.pdf');
    await fetch(`${http.baseUrl}/api/v1/public/tracking/${token}/documents/${crypto.randomUUID()}`, { method: 'POST', body: form, headers });
    const log = await expectNoSecretsInRunLog([token]);
    expect(log).toContain('"path":"/acompanhar/[oculto]"');
    expect(log).toContain('"path":"/api/v1/public/tracking/[oculto]/data.json"');
  });

  it('the answers that carry the customer’s data are never kept by a browser or proxy (Cache-Control: no-store)', async () => {
    const sent = dataOf<{ trackingToken: string }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpfFromBase('301029979'))));
    const input = encodeURIComponent(JSON.stringify(superjson.serialize({ token: sent.trackingToken })));
    for (const path of [`/trpc/publicDeals.tracking?input=${input}`, `/trpc/publicDeals.myData?input=${input}`, `/api/v1/public/tracking/${sent.trackingToken}/data.json`]) {
      const res = await fetch(`${http.baseUrl}${path}`, { headers: { 'x-forwarded-for': randomIp() } });
      expect([path.split('?')[0], res.status, res.headers.get('cache-control')]).toEqual([path.split('?')[0], 200, 'no-store']);
    }
    const profile = await fetch(`${http.baseUrl}/trpc/auth.me`, { headers: { authorization: `Bearer ${admin.accessData.accessToken}` } });
    expect(profile.headers.get('cache-control')).toBe('no-store');
  });

  it('other spellings of the same links (letter case, doubled slashes, percent-encoded letters) are served and hidden all the same', async () => {
    const sent = dataOf<{ trackingToken: string }>(await trpcHttp(http.baseUrl, 'publicDeals.submit', 'mutation', submission(cpfFromBase('301029987'))));
    const token = sent.trackingToken;
    const headers = { 'x-forwarded-for': randomIp() };
    // The API routes letter case freely: this spelling answers with the customer's data, a live credential in the path.
    expect((await fetch(`${http.baseUrl}/API/v1/PUBLIC/tracking/${token}/data.json`, { headers })).status).toBe(200);
    const spellings = [`/api/v1/public/TRACKING//${token}/data.json`, `/api/v1/public/%74racking/${token}/data.json`, `/ACOMPANHAR/${token}`, `/acompanhar//${token}`];
    for (const spelling of [...spellings, `/%61companhar/${token}`, `/Proposta/${token}`, `/CHANGE-PASSWORD/${token}`, `/Desbloquear-Acesso//${token}`]) {
      await fetch(`${http.baseUrl}${spelling}`, { headers });
    }
    const log = await expectNoSecretsInRunLog([token]);
    expect(log).toContain('"path":"/API/v1/PUBLIC/tracking/[oculto]/data.json"');
    expect(log).toContain('"path":"/acompanhar//[oculto]"');
  });
});

describe('deal numbers per company', () => {
  it('each company counts its own deals: a visitor’s number says nothing about the platform', async () => {
    const other = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
    const first = dataOf<{ number: number }>(await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpfFromBase('112358132')), { token: other.accessData.accessToken }));
    const second = dataOf<{ number: number }>(await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpfFromBase('213455891')), { token: other.accessData.accessToken }));
    const demoCount = await env.deps.db
      .selectFrom('deals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', env.demo.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(demoCount.n)).toBeGreaterThan(2);
    expect([first.number, second.number]).toEqual([1, 2]);
  });
});
