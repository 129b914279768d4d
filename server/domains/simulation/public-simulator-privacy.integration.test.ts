/**
 * R12 (docs/design/security.md) on the public simulator: a stranger who simulates with a stored customer's CPF leaves
 * a lead with what they typed, and nothing on the customer's record — not on the customer's page, not in the
 * customer's data file, not in the stored person. Replayed over HTTP as a stranger's browser would send it.
 */
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { type HttpAnswer, trpcHttp } from '../../test/fuzz/http.ts';
import { createTestEnv, type HttpServer, type Session, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;
let admin: Session;
let operator: Session;

/** What the company stores about the person (typed by the operator): none of it may reach the stranger. */
const STORED = { name: 'Heloísa Registrada', email: 'heloisa.registrada@example.com', motherName: 'Mãe Registrada Sigilosa', cellphone: '11923456789', birthDate: '1968-07-21' };

const staffDeal = (cpf: string): TDealCreateRequest => ({
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
      incomes: [{ mensalIncome: 31234, professionalProfile: 'assalariado', admissionDate: '2009-02-01', main: true }],
    },
  ],
  operationValue: 300000,
  deadline: 360,
  asset: { kind: 'realty', value: 500000, type: 'apartamento', isRegistered: true },
});

const strangerSimulation = (cpf: string, over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
  type: 'HomeEquity',
  customer: { name: 'Estranha Simuladora', document: cpf, birthDate: '1992-05-05', income: 7000 },
  assetValue: 600000,
  assetType: 'casa',
  operationValue: 150000,
  deadline: 120,
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

const storedCustomer = (cpf: string) => env.deps.db.selectFrom('customers').selectAll().where('company_id', '=', env.demo.companyId).where('document', '=', cpf).executeTakeFirstOrThrow();

type CustomerPage = { deals: { id: string }[]; simulations: { id: string; origin: string }[] };
const customerPage = async (id: string) => dataOf<CustomerPage>(await trpcHttp(http.baseUrl, 'customers.get', 'query', { id }, { token: admin.accessData.accessToken }));
const customerFile = async (customerId: string) =>
  dataOf<{ simulacoes: { origem: string; valor: number }[] }>(await trpcHttp(http.baseUrl, 'dataSubject.customerData', 'query', { customerId }, { token: admin.accessData.accessToken }));

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
  [admin, operator] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.demo.users.operator.email, env.demo.password)]);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

describe('R12: a simulation on the public simulator never reaches a stored customer by CPF', () => {
  it('a stranger simulating with a stored customer’s CPF adds nothing to the customer’s page or data file, sees nothing stored, and the broker still gets the lead as typed', async () => {
    const cpf = cpfFromBase('577215665');
    const own = dataOf<{ id: string }>(await trpcHttp(http.baseUrl, 'deals.create', 'mutation', staffDeal(cpf), { token: operator.accessData.accessToken }));
    // The staff's own simulation for the customer belongs on the record.
    const staffSimulation = dataOf<{ id: string }>(
      await trpcHttp(
        http.baseUrl,
        'simulation.save',
        'mutation',
        { ...strangerSimulation(cpf), customer: { name: STORED.name, document: cpf, birthDate: STORED.birthDate, income: 31234 } },
        { token: admin.accessData.accessToken },
      ),
    );
    const before = await storedCustomer(cpf);
    const pageBefore = await customerPage(before.id);
    expect(pageBefore.simulations.map((s) => s.id)).toEqual([staffSimulation.id]);

    // The stranger simulates on the administrator's public page with the customer's CPF and leaves a contact.
    const answer = await trpcHttp(http.baseUrl, 'publicSimulation.run', 'mutation', { username: 'demo-credito', email: 'estranha@example.com', simulation: strangerSimulation(cpf) });
    expect(dataOf<{ lead: string | null }>(answer).lead).toBe('created');
    for (const secret of [STORED.name, STORED.email, STORED.motherName, STORED.cellphone, STORED.birthDate, '31234', 'Heloísa', 'Otávio Operador']) {
      expect(answer.text, `the stranger read “${secret}”`).not.toContain(secret);
    }

    // The customer's record is as it was: the person, their page (deals and simulations) and their data file.
    expect(await storedCustomer(cpf)).toEqual(before);
    const pageAfter = await customerPage(before.id);
    expect(pageAfter.deals.map((d) => d.id)).toEqual([own.id]);
    expect(
      pageAfter.simulations.map((s) => s.id),
      'the stranger’s simulation shows on the stored customer’s page',
    ).toEqual([staffSimulation.id]);
    expect((await customerFile(before.id)).simulacoes).toEqual([expect.objectContaining({ origem: 'Interna', valor: 150000 })]);

    // The broker still has the lead and the saved simulation, with what the stranger typed and linked to nobody.
    const board = dataOf<{ columns: { cards: { id: string; customerName: string }[] }[] }>(
      await trpcHttp(http.baseUrl, 'pipelines.board', 'query', { pipeline: 'home-equity' }, { token: admin.accessData.accessToken }),
    );
    const lead = board.columns[0].cards.find((c) => c.customerName === 'Estranha Simuladora')!;
    const deal = dataOf<{ simulation: { id: string } | null; associates: { id: string; name: string; document: string; customer_id: string | null; email: string | null }[] }>(
      await trpcHttp(http.baseUrl, 'deals.get', 'query', { id: lead.id }, { token: admin.accessData.accessToken }),
    );
    expect(deal.associates).toEqual([expect.objectContaining({ name: 'Estranha Simuladora', document: cpf, customer_id: null, email: 'estranha@example.com' })]);
    expect(deal.simulation).not.toBeNull();
    const saved = dataOf<{ items: { customerName: string; origin: string }[] }>(
      await trpcHttp(http.baseUrl, 'simulation.list', 'query', { origin: 'simulator', search: 'Estranha Simuladora' }, { token: admin.accessData.accessToken }),
    );
    expect(saved.items).toEqual([expect.objectContaining({ customerName: 'Estranha Simuladora', origin: 'simulator' })]);

    // Staff who see the customer may decide the lead is theirs: linked on purpose, its simulation joins the record.
    const linked = await trpcHttp(http.baseUrl, 'deals.linkCustomer', 'mutation', { id: lead.id, associateId: deal.associates[0].id }, { token: admin.accessData.accessToken });
    expect(dataOf<{ customerId: string }>(linked).customerId).toBe(before.id);
    expect((await customerPage(before.id)).simulations.map((s) => s.id).sort()).toEqual([staffSimulation.id, deal.simulation!.id].sort());
    expect(await storedCustomer(cpf)).toEqual(before);
  });
});
