/**
 * What the deal page reads and does beyond the board: the attached simulation (only when the reader may reopen
 * it), the people a deal can be handed to, and the hand-over itself with who and when on the timeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { createTestEnv, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let branch: Session;
let otherAdmin: Session;

const dealInput = (document: string, over: Partial<TDealCreateRequest> = {}): TDealCreateRequest => ({
  operationType: 'HomeEquity',
  associates: [
    {
      main: true,
      personType: 'individual',
      name: 'Paula Página',
      document,
      birthDate: '1980-02-03',
      gender: 'feminino',
      maritalStatus: 'casado',
      motherName: 'Rosa',
      identityCard: { number: '12.345.678-9', state: 'SP', issuingAgency: 'SSP', issueDate: '2010-01-01' },
      incomes: [{ mensalIncome: 15000, professionalProfile: 'funcionario_publico', admissionDate: '2012-05-01', main: true }],
    },
  ],
  operationValue: 150000,
  deadline: 120,
  asset: { kind: 'realty', value: 500000, type: 'casa', isRegistered: true },
  ...over,
});

const simulationInput = (document: string) => ({
  type: 'HomeEquity' as const,
  customer: { name: 'Paula Página', document, birthDate: '1980-02-03', income: 15000 },
  assetValue: 500000,
  operationValue: 150000,
  deadline: 120,
});

beforeAll(async () => {
  env = await createTestEnv();
  [admin, operator, branch, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.operator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

describe('deal page data', () => {
  it('returns the attached simulation, typed associates and the money fields', async () => {
    const doc = cpfFromBase('414243444');
    const simulation = await admin.caller.simulation.save(simulationInput(doc));
    const { id } = await admin.caller.deals.create(dealInput(doc, { simulationId: simulation.id, downPayment: 50000 }));
    const deal = await admin.caller.deals.get({ id });
    expect(deal.simulation).toEqual({ id: simulation.id, type: 'HomeEquity' });
    expect(deal).toMatchObject({ downPayment: 50000, financedValue: null, assetValue: 500000, bank: null, product: null, closedAt: null });
    expect(deal.createdAt).toBeInstanceOf(Date);
    expect(deal.asset).toMatchObject({ kind: 'realty', type: 'casa', value: 500000 });
    expect(deal.associates[0].incomes[0]).toMatchObject({ professionalProfile: 'funcionario_publico', admissionDate: '2012-05-01', mensalIncome: 15000 });
    expect(deal.associates[0].identity_card).toMatchObject({ state: 'SP', issuingAgency: 'SSP' });
  });

  it('hides a simulation the reader may not reopen, and a deleted one', async () => {
    const doc = cpfFromBase('515253545');
    const adminsSimulation = await admin.caller.simulation.save(simulationInput(doc));
    // An operator sees only their own saved simulations: a link to the administrator's would open nothing.
    const { id } = await operator.caller.deals.create(dealInput(doc, { simulationId: adminsSimulation.id }));
    expect((await operator.caller.deals.get({ id })).simulation).toBeNull();
    expect((await admin.caller.deals.get({ id })).simulation?.id).toBe(adminsSimulation.id);

    await admin.caller.simulation.delete({ id: adminsSimulation.id });
    expect((await admin.caller.deals.get({ id })).simulation).toBeNull();
  });
});

describe('change of responsible', () => {
  it('lists the active users of the company for a company-wide role, never another tenant’s or inactive ones', async () => {
    const inactive = await insertTestUser(env.deps.db, env.demo, { name: 'Inativo Fulano', active: false });
    const people = await admin.caller.deals.assignableUsers();
    const names = people.map((p) => p.name);
    for (const u of Object.values(env.demo.users)) expect(names).toContain(u.name);
    expect(names).not.toContain(inactive.name);
    for (const u of Object.values(env.other.users)) expect(names).not.toContain(u.name);
    expect(people.find((p) => p.id === env.demo.users.subsidiaryManager.id)?.subsidiaryName).toBe(env.demo.subsidiaries[1].fantasyName);
  });

  it('lists only the affiliate’s people for an affiliate administrator; operators may not hand deals over', async () => {
    const people = await branch.caller.deals.assignableUsers();
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.subsidiaryName === env.demo.subsidiaries[1].fantasyName)).toBe(true);
    await expectAppError(operator.caller.deals.assignableUsers(), 'FORBIDDEN_ERROR');
    expect((await otherAdmin.caller.deals.assignableUsers()).map((p) => p.name)).not.toContain(env.demo.users.operator.name);
  });

  it('hands the deal to someone on the list: owner, who and when on the timeline; a stale version is a conflict', async () => {
    const { id } = await admin.caller.deals.create(dealInput(cpfFromBase('616263646')));
    const before = await admin.caller.deals.get({ id });
    const target = (await admin.caller.deals.assignableUsers()).find((p) => p.id === env.demo.users.operator.id)!;
    const answer = await admin.caller.deals.changeResponsible({ id, userId: target.id, version: before.version });
    expect(answer.message).toBe(`Responsável alterado para ${target.name}`);

    const after = await admin.caller.deals.get({ id });
    expect(after.owner).toEqual({ id: target.id, name: target.name });
    const event = after.events[0];
    expect(event).toMatchObject({ kind: 'responsible_changed', actorName: env.demo.users.administrator.name });
    expect(event.data).toMatchObject({ from: { name: env.demo.users.administrator.name }, to: { name: target.name } });
    expect(event.createdAt).toBeInstanceOf(Date);

    await expectAppError(admin.caller.deals.changeResponsible({ id, userId: env.demo.users.administrator.id, version: before.version }), 'CONFLICT_ERROR');
    expect((await admin.caller.deals.get({ id })).owner.id).toBe(target.id);
  });

  it('leaves out the people of an inactive affiliate, who cannot sign in: not listed, not accepted', async () => {
    const closed = await admin.caller.accounts.subsidiaries.create({ fantasyName: 'Demo Crédito Fechada', status: 'active' });
    const user = await insertTestUser(env.deps.db, env.demo, { name: 'Fulano Fechado' });
    await env.deps.db.updateTable('users').set({ subsidiary_id: closed.subsidiary.id }).where('id', '=', user.id).execute();
    expect((await admin.caller.deals.assignableUsers()).map((p) => p.id)).toContain(user.id);
    await admin.caller.accounts.subsidiaries.changeStatus({ id: closed.subsidiary.id, status: 'inactive' });
    expect((await admin.caller.deals.assignableUsers()).map((p) => p.id)).not.toContain(user.id);
    const { id } = await admin.caller.deals.create(dealInput(cpfFromBase('717273747')));
    const deal = await admin.caller.deals.get({ id });
    await expectAppError(admin.caller.deals.changeResponsible({ id, userId: user.id, version: deal.version }), 'VALIDATION_ERROR', 'Selecione um responsável da sua equipe');
    expect((await admin.caller.deals.get({ id })).owner.id).toBe(env.demo.users.administrator.id);
  });
});
