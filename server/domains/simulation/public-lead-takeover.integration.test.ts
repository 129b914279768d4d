/**
 * R12 (docs/design/security.md) on the simulator's leads: a visitor continues only a lead that is provably theirs —
 * the one their browser tab made, proven by the tab's lead key — and never a lead staff linked to a stored customer.
 * Knowing someone's celular or e-mail unlocks nothing: a stranger who sends it gets a lead of their own, the answer a
 * new visitor gets, and the other lead stays as it was. Replayed over HTTP as the browsers would send it.
 */
import { randomBytes } from 'node:crypto';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import type { TPublicDealRequest } from '../../../shared/schemas/public-deals.ts';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { type HttpAnswer, trpcHttp } from '../../test/fuzz/http.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;

/** A browser tab's lead key: 128 random bits, base64url, as the public simulator makes it. */
const tabKey = () => randomBytes(16).toString('base64url');

const simulation = (name: string, cpf: string, over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
  type: 'HomeEquity',
  customer: { name, document: cpf, birthDate: '1979-09-14', income: 22000 },
  assetValue: 700000,
  assetType: 'casa',
  operationValue: 320000,
  deadline: 180,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
  ...over,
});

/** The tRPC answer's data (superjson envelope) or fails with what came back. */
function dataOf<T>(answer: HttpAnswer): T {
  const body = answer.json as { result?: { data: Parameters<typeof superjson.deserialize>[0] } } | undefined;
  if (answer.status !== 200 || !body?.result) expect.fail(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
  return superjson.deserialize<T>(body.result.data);
}

const asAdmin = async <T>(path: string, type: 'query' | 'mutation', input: unknown) => dataOf<T>(await trpcHttp(http.baseUrl, path, type, input, { token: admin.accessData.accessToken }));
/** A visitor's browser: no session, its own address. */
const anonymous = (path: string, input: unknown) => trpcHttp(http.baseUrl, path, 'mutation', input);
const simulate = async (input: { simulation: TSimulationRequest; cellphone?: string; email?: string; leadKey?: string }) =>
  dataOf<{ lead: 'created' | 'updated' | null; result: unknown }>(await anonymous('publicSimulation.run', { username: 'demo-credito', ...input }));

type Card = { id: string; number: number; customerName: string; origin: string };
const homeEquityLeads = async (name: string) =>
  (await asAdmin<{ columns: { cards: Card[] }[] }>('pipelines.board', 'query', { pipeline: 'home-equity' })).columns.flatMap((c) => c.cards).filter((c) => c.customerName === name);

/** Everything stored of a deal: its row and its people, as the database has them. */
const storedDeal = async (id: string) => ({
  deal: await env.deps.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  people: await env.deps.db.selectFrom('deal_associates').selectAll().where('deal_id', '=', id).orderBy('position').execute(),
});

type DealPage = { number: number; events: { kind: string; data: Record<string, unknown> }[]; associates: { id: string; customer_id: string | null }[] };

const proposal = (name: string, cpf: string, contact: { cellphone?: string; email?: string }, over: Partial<TPublicDealRequest> = {}): TPublicDealRequest => ({
  username: 'demo-credito',
  operationType: 'HomeEquity',
  objective: 'outros',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpf,
      birthDate: '1979-09-14',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Mãe da Proposta',
      ...contact,
      incomes: [{ mensalIncome: 22000, professionalProfile: 'assalariado', admissionDate: '2015-03-01', main: true }],
    },
  ],
  operationValue: 300000,
  deadline: 180,
  asset: { kind: 'realty', value: 700000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
  acceptTerms: true,
  ...over,
});

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [admin, operator] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.demo.users.operator.email, env.demo.password)]);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('R12: a lead of the public simulator is continued only by the tab that made it', () => {
  it('a lead staff linked to a stored customer: a stranger with its celular and e-mail changes nothing of it, and is answered as a new visitor', async () => {
    const cpf = cpfFromBase('602214076');
    const contact = { cellphone: '(11) 94444-7001', email: 'marta.cliente@example.com' };
    // The company already serves Marta (a deal the operator registered): she is a stored customer.
    const staffDeal: TDealCreateRequest = {
      operationType: 'Financing',
      associates: [
        {
          main: true,
          personType: 'individual',
          name: 'Marta Cliente',
          document: cpf,
          birthDate: '1979-09-14',
          gender: 'feminino',
          maritalStatus: 'solteiro',
          motherName: 'Mãe de Marta',
          email: contact.email,
          cellphone: '11944447001',
          incomes: [{ mensalIncome: 22000, professionalProfile: 'assalariado', admissionDate: '2015-03-01', main: true }],
        },
      ],
      operationValue: 300000,
      deadline: 360,
      asset: { kind: 'realty', value: 500000, type: 'apartamento', isRegistered: true },
    };
    const staffOwn = dataOf<{ id: string }>(await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal, { token: operator.accessData.accessToken }));

    // Marta simulates on the broker's page from her phone; staff link the lead to her record and work on it.
    const marta = tabKey();
    expect((await simulate({ simulation: simulation('Marta Cliente', cpf), ...contact, leadKey: marta })).lead).toBe('created');
    const [lead] = await homeEquityLeads('Marta Cliente');
    const page = await asAdmin<DealPage>('deals.get', 'query', { id: lead.id });
    const { customerId } = await asAdmin<{ customerId: string }>('deals.linkCustomer', 'mutation', { id: lead.id, associateId: page.associates[0].id });
    await asAdmin('deals.comment', 'mutation', { id: lead.id, comment: 'Cliente da casa: retornar amanhã.' });
    const customerBefore = await env.deps.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const customerPage = () => asAdmin<{ deals: { id: string }[]; simulations: { id: string }[] }>('customers.get', 'query', { id: customerId });
    const pageBefore = await customerPage();
    expect(pageBefore.deals.map((d) => d.id).sort()).toEqual([staffOwn.id, lead.id].sort());
    const before = await storedDeal(lead.id);

    // A stranger who knows Marta's celular and e-mail simulates with them, another name, other values, no key.
    const stranger = await simulate({
      simulation: simulation('Estranho Invasor', cpfFromBase('602214077'), {
        operationValue: 90000,
        customer: { name: 'Estranho Invasor', document: cpfFromBase('602214077'), birthDate: '1990-01-01', income: 9000 },
      }),
      ...contact,
    });
    // Nothing of the lead changed: not its copy of the person, not its simulation, not its values.
    expect(await storedDeal(lead.id), 'the stranger rewrote the linked lead').toEqual(before);
    expect(await customerPage()).toEqual(pageBefore);
    expect(await env.deps.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow()).toEqual(customerBefore);
    // The same answer a new visitor gets.
    const newcomer = await simulate({ simulation: simulation('Nova Visitante', cpfFromBase('602214078')), email: 'nova.visitante@example.com', leadKey: tabKey() });
    expect(stranger.lead).toBe('created');
    expect(Object.keys(stranger).sort()).toEqual(Object.keys(newcomer).sort());
    expect(newcomer.lead).toBe('created');

    // The stranger's request is a lead of its own, linked to nobody; the broker (only in the app) is told that
    // another open lead has the same contact.
    const [theirs] = await homeEquityLeads('Estranho Invasor');
    const theirPage = await asAdmin<DealPage>('deals.get', 'query', { id: theirs.id });
    expect(theirPage.associates.map((a) => a.customer_id)).toEqual([null]);
    expect(theirPage.events).toContainEqual(expect.objectContaining({ kind: 'lead_duplicate', data: { dealNumbers: [lead.number] } }));
    const [newcomerLead] = await homeEquityLeads('Nova Visitante');
    expect((await asAdmin<DealPage>('deals.get', 'query', { id: newcomerLead.id })).events.map((e) => e.kind)).not.toContain('lead_duplicate');

    // Marta's own tab does not rewrite it either, now that it is linked: her new simulation is a new lead.
    expect((await simulate({ simulation: simulation('Marta Cliente', cpf, { operationValue: 280000 }), ...contact, leadKey: marta })).lead).toBe('created');
    expect(await storedDeal(lead.id)).toEqual(before);
    // Nor does "Quero seguir" from her tab complete it: the proposal is a deal of its own.
    const sent = dataOf<{ number: number }>(await anonymous('publicDeals.submit', { ...proposal('Marta Cliente', cpf, { cellphone: '11944447001' }), leadKey: marta }));
    expect(sent.number).not.toBe(lead.number);
    expect(await storedDeal(lead.id)).toEqual(before);
    expect(await customerPage()).toEqual(pageBefore);
  });

  it('an open lead staff have not touched yet: a stranger with its celular makes a lead of their own; its tab goes on updating its own', async () => {
    const contact = { cellphone: '(21) 93333-7002' };
    const bruna = tabKey();
    expect((await simulate({ simulation: simulation('Bruna Visitante', cpfFromBase('602214079')), ...contact, leadKey: bruna })).lead).toBe('created');
    const [lead] = await homeEquityLeads('Bruna Visitante');
    const before = await storedDeal(lead.id);

    // A stranger with Bruna's celular: without a key, and with a key of their own tab.
    for (const leadKey of [undefined, tabKey()]) {
      const answer = await simulate({ simulation: simulation('Outro Estranho', cpfFromBase('602214080'), { operationValue: 100000 }), ...contact, leadKey });
      expect(await storedDeal(lead.id), 'the stranger rewrote the lead').toEqual(before);
      expect(answer.lead).toBe('created');
    }
    // The stranger's second simulation came from one tab: that tab's lead only (two cards: no key, then a key).
    expect(await homeEquityLeads('Outro Estranho')).toHaveLength(2);

    // Bruna simulating again in her tab updates her lead, and only hers.
    const again = await simulate({ simulation: simulation('Bruna Visitante', cpfFromBase('602214079'), { operationValue: 250000 }), ...contact, leadKey: bruna });
    expect(again.lead).toBe('updated');
    const after = await storedDeal(lead.id);
    expect(Number(after.deal.operation_value)).toBe(250000);
    expect(after.deal.simulation_id).not.toBe(before.deal.simulation_id);
    expect(await homeEquityLeads('Bruna Visitante')).toHaveLength(1);
  });

  it('"Quero seguir" completes the lead of the tab that made it; a proposal without its key, same CPF and celular, is a deal of its own', async () => {
    const cpf = cpfFromBase('602214081');
    const contact = { cellphone: '(31) 92222-7003' };
    const caio = tabKey();
    await simulate({ simulation: simulation('Caio Seguinte', cpf), ...contact, leadKey: caio });
    const [lead] = await homeEquityLeads('Caio Seguinte');
    const before = await storedDeal(lead.id);

    // Someone else sends a proposal with Caio's CPF and celular: it does not complete Caio's lead.
    for (const leadKey of [undefined, tabKey()]) {
      const other = dataOf<{ number: number }>(await anonymous('publicDeals.submit', { ...proposal('Nome Qualquer', cpf, { cellphone: '31922227003' }), leadKey }));
      expect(other.number).not.toBe(lead.number);
      expect(await storedDeal(lead.id), 'the proposal completed someone else’s lead').toEqual(before);
    }

    // Caio's own tab goes on with the proposal: his lead becomes it.
    const sent = dataOf<{ number: number }>(await anonymous('publicDeals.submit', { ...proposal('Caio Seguinte', cpf, { cellphone: '31922227003' }), leadKey: caio }));
    expect(sent.number).toBe(lead.number);
    const completed = await storedDeal(lead.id);
    expect(completed.deal).toMatchObject({ origin: 'public', simulation_id: before.deal.simulation_id });
  });
});
