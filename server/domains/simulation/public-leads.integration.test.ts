import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import type { TPublicDealRequest } from '../../../shared/schemas/public-deals.ts';
import type { TSimulationRequest } from '../../../shared/schemas/simulation.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, randomIp, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import { dealInput } from '../../test/tenancy.ts';

let env: TestEnv;
let admin: Session;
let otherAdmin: Session;

/** A visitor (own address, so rate limits of one test never touch another). */
const visitor = () => callerFor(env.deps, null, { ip: randomIp() });
/** The lead key a visitor's browser tab keeps (128 random bits, base64url). */
const tabKey = () => randomBytes(16).toString('base64url');

const homeEquity = (name: string, cpf: string, over: Partial<TSimulationRequest> = {}): TSimulationRequest => ({
  type: 'HomeEquity',
  customer: { name, document: cpf, birthDate: '1980-03-10', income: 25000 },
  assetValue: 600000,
  assetType: 'casa',
  operationValue: 300000,
  deadline: 180,
  isRegistered: true,
  numberOfAssociates: 1,
  gracePeriod: 0,
  ...over,
});

/** The Home Equity board's cards in its first stage, "Novos leads", as the session sees them. */
async function newLeads(session: Session) {
  const board = await session.caller.pipelines.board({ pipeline: 'home-equity' });
  expect(board.columns[0].stage).toBe('newLead');
  return board.columns[0].cards;
}

beforeAll(async () => {
  env = await createTestEnv();
  [admin, otherAdmin] = await Promise.all([signIn(env.deps, env.demo.users.administrator.email, env.demo.password), signIn(env.deps, env.other.users.administrator.email, env.other.password)]);
});
afterAll(() => env?.close());

describe('leads from the public simulator', () => {
  it('a visitor with a contact becomes a lead on the broker’s board: first stage, origin simulator, the simulation attached, the broker notified', async () => {
    const cpf = cpfFromBase('314159265');
    const answer = await visitor().publicSimulation.run({ username: 'demo-credito', cellphone: '(11) 97777-1234', simulation: homeEquity('Lia Simuladora', cpf) });
    expect(answer.lead).toBe('created');
    expect(answer.result.eligible.length).toBeGreaterThan(0);

    const card = (await newLeads(admin)).find((c) => c.customerName === 'Lia Simuladora');
    expect(card).toMatchObject({ origin: 'simulator', operationValue: 300000 });
    const deal = await admin.caller.deals.get({ id: card!.id });
    expect(deal.origin).toBe('simulator');
    expect(deal.simulation).not.toBeNull();
    expect(deal.events.map((e) => e.kind)).toContain('created');
    // The income typed on the simulator is the proponent's income on the deal page (not "Nenhuma renda informada").
    expect(deal.associates[0].incomes).toEqual([{ mensalIncome: 25000, main: true }]);

    const notices = await admin.caller.notifications.latest();
    expect(notices.items[0]).toMatchObject({ title: 'Novo lead pelo seu simulador: Lia Simuladora', link: `/deal/${card!.id}` });
    expect(notices.items[0].body).toContain(`negócio nº ${deal.number}`);
  });

  it('the same visitor simulating again (same tab) updates their open lead (new simulation, new values, a timeline event) and never adds a second card', async () => {
    const cpf = cpfFromBase('271828182');
    const leadKey = tabKey();
    const first = await visitor().publicSimulation.run({ username: 'demo-credito', email: 'Bia@Example.com', simulation: homeEquity('Bia Repetida', cpf), leadKey });
    expect(first.lead).toBe('created');
    const [before] = (await newLeads(admin)).filter((c) => c.customerName === 'Bia Repetida');
    const firstSimulation = (await admin.caller.deals.get({ id: before.id })).simulation;

    // The same tab with the e-mail in other letters, a phone added, other values: the same lead.
    const again = await visitor().publicSimulation.run({
      username: 'demo-credito',
      leadKey,
      email: 'bia@example.com',
      cellphone: '(21) 98888-5555',
      simulation: homeEquity('Bia Repetida', cpf, { operationValue: 250000, customer: { name: 'Bia Repetida', document: cpf, birthDate: '1980-03-10', income: 18000 } }),
    });
    expect(again.lead).toBe('updated');
    const cards = (await newLeads(admin)).filter((c) => c.customerName === 'Bia Repetida');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: before.id, operationValue: 250000 });
    const deal = await admin.caller.deals.get({ id: before.id });
    expect(deal.simulation).not.toEqual(firstSimulation);
    expect(deal.events.map((e) => e.kind)).toContain('simulation_added');
    expect(deal.associates[0].incomes).toEqual([{ mensalIncome: 18000, main: true }]);
    const person = await env.deps.db.selectFrom('deal_associates').select(['email', 'cellphone', 'customer_id']).where('deal_id', '=', before.id).executeTakeFirstOrThrow();
    expect(person).toEqual({ email: 'bia@example.com', cellphone: '21988885555', customer_id: null });
    expect((await admin.caller.notifications.latest()).items[0].title).toBe('Bia Repetida simulou de novo pelo seu link');
  });

  it('a vehicle visitor lands in the vehicle board’s first stage, "Cadastro", and the broker can open the lead to complete it', async () => {
    const answer = await visitor().publicSimulation.run({
      username: 'demo-credito',
      cellphone: '(41) 96666-2222',
      simulation: homeEquity('Vera Veicular', cpfFromBase('161803399'), { type: 'SimpleBest', assetType: 'veiculo_leve', assetValue: 90000, operationValue: 60000, deadline: 48 }),
      vehicle: { brandCode: '21', modelCode: '7542', year: 2024 },
    });
    expect(answer.lead).toBe('created');
    const board = await admin.caller.pipelines.board({ pipeline: 'financiamento-de-veiculos' });
    expect(board.columns[0].stage).toBe('registration');
    const card = board.columns[0].cards.find((c) => c.customerName === 'Vera Veicular')!;
    expect(card).toMatchObject({ origin: 'simulator', operationValue: 60000 });
    const editable = await admin.caller.deals.editable({ id: card.id });
    expect(editable.deal.asset).toMatchObject({
      kind: 'vehicle',
      value: 90000,
      type: 'veiculo_leve',
      typeVehicle: 1,
      brand: { name: 'Fiat', code: '21' },
      model: { name: 'Argo 1.0', code: '7542' },
      year: 2024,
    });

    // Without a vehicle picked (or with codes of none), brand and model stay for the broker to fill.
    await visitor().publicSimulation.run({
      username: 'demo-credito',
      email: 'sem.veiculo@example.com',
      simulation: homeEquity('Saulo Semveiculo', cpfFromBase('161803400'), { type: 'SimpleBest', assetType: 'veiculo_leve', assetValue: 90000, operationValue: 60000, deadline: 48 }),
      vehicle: { brandCode: '999', modelCode: '1', year: 2024 },
    });
    const other = (await admin.caller.pipelines.board({ pipeline: 'financiamento-de-veiculos' })).columns[0].cards.find((c) => c.customerName === 'Saulo Semveiculo')!;
    const asset = (await admin.caller.deals.editable({ id: other.id })).deal.asset;
    expect(asset).toEqual({ kind: 'vehicle', value: 90000, type: 'veiculo_leve', typeVehicle: 1 });
  });

  it('what the public simulator never asks (property chosen, property registered) is unknown on the lead, while the broker’s wizard keeps the answers given', async () => {
    const answer = await visitor().publicSimulation.run({
      username: 'demo-credito',
      cellphone: '(11) 95555-0101',
      simulation: homeEquity('Nina Naoperguntada', cpfFromBase('223606797'), { type: 'Financing', operationValue: 300000, deadline: 360 }),
    });
    expect(answer.lead).toBe('created');
    const board = await admin.caller.pipelines.board({ pipeline: 'financiamento-imobiliario' });
    const card = board.columns[0].cards.find((c) => c.customerName === 'Nina Naoperguntada')!;
    const deal = await admin.caller.deals.get({ id: card.id });
    expect(deal.origin).toBe('simulator');
    expect(deal.asset).toMatchObject({ kind: 'realty', isPropertyAlreadyChosen: null, isRegistered: null });
    const row = await env.deps.db.selectFrom('deals').select('is_property_already_chosen').where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(row.is_property_already_chosen).toBeNull();

    // The broker's wizard asks both: its answers are stored as given ("Não" is a real answer there).
    const { id } = await admin.caller.deals.create(dealInput('Otto Respondeu', cpfFromBase('223606798')));
    const created = await admin.caller.deals.get({ id });
    expect(created.asset).toMatchObject({ kind: 'realty', isPropertyAlreadyChosen: false, isRegistered: true });
    const { id: other } = await admin.caller.deals.create({
      ...dealInput('Olga Respondeu', cpfFromBase('223606799')),
      asset: { kind: 'realty', value: 500000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: false },
    });
    expect((await admin.caller.deals.get({ id: other })).asset).toMatchObject({ isPropertyAlreadyChosen: true, isRegistered: false });
  });

  it('without a contact the visitor sees the result but nothing reaches the board and nothing is kept', async () => {
    const cpf = cpfFromBase('141421356');
    const countSims = async () =>
      Number(
        (
          await env.deps.db
            .selectFrom('simulations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const sims = await countSims();
    const answer = await visitor().publicSimulation.run({ username: 'demo-credito', cellphone: '', email: '', simulation: homeEquity('Sem Contato', cpf) });
    expect(answer.lead).toBeNull();
    expect(answer.result.eligible.length).toBeGreaterThan(0);
    expect((await newLeads(admin)).some((c) => c.customerName === 'Sem Contato')).toBe(false);
    expect(await countSims()).toBe(sims);
  });

  it('refuses a customer under 18 on the birth date field, and nothing reaches the broker', async () => {
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 11);
    const customer = { name: 'Menor de Idade', document: cpfFromBase('223606797'), birthDate: born.toISOString().slice(0, 10), income: 15000 };
    const err = await expectAppError(
      visitor().publicSimulation.run({ username: 'demo-credito', cellphone: '(11) 98765-4321', simulation: homeEquity(customer.name, customer.document, { customer }) }),
      'VALIDATION_ERROR',
    );
    expect(err.errors).toContainEqual({ field: 'simulation.customer.birthDate', message: MSG.customerMinAge });
    expect((await newLeads(admin)).some((c) => c.customerName === customer.name)).toBe(false);
  });

  it('refuses a malformed contact with a message on its field', async () => {
    const err = await expectAppError(
      visitor().publicSimulation.run({ username: 'demo-credito', email: 'não-é-email', simulation: homeEquity('Erro Email', cpfFromBase('173205080')) }),
      'VALIDATION_ERROR',
    );
    expect(errorFields(err)).toContain('email');
  });

  it('touches no stored customer, even with the CPF of one, and stays in the broker’s company', async () => {
    const stored = await env.deps.db
      .insertInto('customers')
      .values({ company_id: env.demo.companyId, person_type: 'individual', name: 'Nome Verdadeiro', document: cpfFromBase('662607015'), email: 'verdadeiro@example.com' })
      .returning(['id', 'name', 'document', 'email'])
      .executeTakeFirstOrThrow();
    const answer = await visitor().publicSimulation.run({ username: 'demo-credito', email: 'intruso@example.com', simulation: homeEquity('Nome Trocado', stored.document) });
    expect(answer.lead).toBe('created');
    const after = await env.deps.db.selectFrom('customers').select(['id', 'name', 'document', 'email']).where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(after).toEqual(stored);
    const lead = (await newLeads(admin)).find((c) => c.customerName === 'Nome Trocado')!;
    const person = await env.deps.db.selectFrom('deal_associates').select('customer_id').where('deal_id', '=', lead.id).executeTakeFirstOrThrow();
    expect(person.customer_id).toBeNull();
    // Another company's administrator neither sees the lead on a board nor opens it.
    expect((await newLeads(otherAdmin)).some((c) => c.id === lead.id)).toBe(false);
    await expectAppError(otherAdmin.caller.deals.get({ id: lead.id }), 'ENTITY_NOT_FOUND_ERROR');
  });
});

describe('public proposals need a way to answer the customer', () => {
  const proposal = (contact: { email?: string; cellphone?: string }): TPublicDealRequest => ({
    username: 'demo-credito',
    operationType: 'Financing',
    associates: [
      {
        main: true,
        personType: 'individual',
        name: 'Rui Semcontato',
        document: cpfFromBase('223606797'),
        birthDate: '1990-04-12',
        gender: 'masculino',
        maritalStatus: 'solteiro',
        motherName: 'Rita Semcontato',
        ...contact,
        incomes: [{ mensalIncome: 15000, professionalProfile: 'assalariado', admissionDate: '2018-02-01', main: true }],
      },
    ],
    operationValue: 320000,
    deadline: 360,
    objective: 'comprar',
    asset: { kind: 'realty', value: 450000, type: 'apartamento', isPropertyAlreadyChosen: true, isRegistered: true },
    acceptTerms: true,
  });

  it('"Quero seguir" sent: the proposal completes the open lead its tab made (the lead key it carries) instead of adding a card', async () => {
    const cpf = cpfFromBase('577215664');
    const leadKey = tabKey();
    await visitor().publicSimulation.run({ username: 'demo-credito', cellphone: '(31) 97777-0001', simulation: homeEquity('Caio Completo', cpf), leadKey });
    const [lead] = (await newLeads(admin)).filter((c) => c.customerName === 'Caio Completo');
    const simulation = (await admin.caller.deals.get({ id: lead.id })).simulation;

    const base = proposal({ cellphone: '31977770001' });
    const person = { ...base.associates[0], name: 'Caio Completo', document: cpf };
    const sent = await visitor().publicDeals.submit({
      ...base,
      leadKey,
      operationType: 'HomeEquity',
      objective: 'outros',
      operationValue: 280000,
      deadline: 180,
      associates: [person],
      asset: { kind: 'realty', value: 600000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
    });
    expect(sent.number).toBe(lead.number);
    const cards = (await newLeads(admin)).filter((c) => c.customerName === 'Caio Completo');
    expect(cards).toEqual([expect.objectContaining({ id: lead.id, origin: 'public', operationValue: 280000 })]);
    const deal = await admin.caller.deals.get({ id: lead.id });
    expect(deal.simulation).toEqual(simulation);
    expect(deal.associates[0]).toMatchObject({ mother_name: 'Rita Semcontato', customer_id: null });
    expect(deal.documents.length).toBeGreaterThan(0);
    // The timeline says how the simulator's lead became a proposal through the link.
    expect(deal.events).toContainEqual(expect.objectContaining({ kind: 'updated', data: expect.objectContaining({ actor: 'customer', via: 'public_link' }) }));
    expect((await visitor().publicDeals.tracking({ token: sent.trackingToken })).number).toBe(lead.number);

    // A proposal from another tab (no lead key) with Dora's CPF is another person's business: her lead stays as it was.
    const dora = cpfFromBase('141592653');
    await visitor().publicSimulation.run({ username: 'demo-credito', email: 'dora@example.com', simulation: homeEquity('Dora Intacta', dora), leadKey: tabKey() });
    const [doraLead] = (await newLeads(admin)).filter((c) => c.customerName === 'Dora Intacta');
    await visitor().publicDeals.submit({
      ...base,
      operationType: 'HomeEquity',
      objective: 'outros',
      operationValue: 280000,
      deadline: 180,
      associates: [{ ...person, name: 'Outro Nome', document: dora, cellphone: '31977770002', email: 'dora@example.com' }],
      asset: { kind: 'realty', value: 600000, type: 'casa', isPropertyAlreadyChosen: true, isRegistered: true },
    });
    const doraNow = await admin.caller.deals.get({ id: doraLead.id });
    expect(doraNow).toMatchObject({ origin: 'simulator', operationValue: 300000 });
    expect(doraNow.associates[0].name).toBe('Dora Intacta');
  });

  it('refuses a proposal with neither celular nor e-mail, naming the field, and accepts one with either', async () => {
    const err = await expectAppError(visitor().publicDeals.submit(proposal({ email: '', cellphone: '' })), 'VALIDATION_ERROR');
    expect(err.errors).toContainEqual({ field: 'associates.0.cellphone', message: MSG.contactRequired });
    const bad = await expectAppError(visitor().publicDeals.submit(proposal({ cellphone: '1234' })), 'VALIDATION_ERROR');
    expect(bad.errors).toContainEqual({ field: 'associates.0.cellphone', message: MSG.mobilePhone });
    const sent = await visitor().publicDeals.submit(proposal({ email: 'rui@example.com' }));
    expect(sent.number).toBeGreaterThan(0);
  });
});
