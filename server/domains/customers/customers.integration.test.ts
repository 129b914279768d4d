import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let admin: Session;
let operator: Session;
let branch: Session;
let otherAdmin: Session;

const deal = (name: string, document: string): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [{ main: true, personType: 'individual', name, document, birthDate: '1985-04-02', gender: 'masculino', maritalStatus: 'solteiro', motherName: 'Rita', incomes: [] }],
  operationValue: 200000,
  deadline: 360,
  asset: { kind: 'realty', value: 400000, type: 'apartamento', isRegistered: true },
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

describe('customers', () => {
  it('lists the people of visible deals; documents masked for roles that do not need them', async () => {
    const doc = cpfFromBase('101202303');
    await operator.caller.deals.create(deal('Íris Cliente', doc));
    await branch.caller.deals.create(deal('Jonas Filial', cpfFromBase('202303404')));

    const mine = await operator.caller.customers.list({});
    expect(mine.items.map((c) => c.name)).toEqual(['Íris Cliente']);
    expect(mine.items[0].document).toBe(`***.${doc.slice(3, 6)}.${doc.slice(6, 9)}-**`);
    const company = await admin.caller.customers.list({ search: 'Íris' });
    expect(company.items[0]).toMatchObject({ name: 'Íris Cliente', document: doc, deals: 1 });
    expect((await admin.caller.customers.list({})).total).toBe(2);
    expect((await otherAdmin.caller.customers.list({})).total).toBe(0);
  });

  it('shows a customer with their deals and simulations; another tenant gets not found', async () => {
    const doc = cpfFromBase('303404505');
    await admin.caller.deals.create(deal('Lara Detalhe', doc));
    await admin.caller.deals.create({ ...deal('Lara Detalhe', doc), operationType: 'HomeEquity', operationValue: 100000 });
    await admin.caller.simulation.save({
      type: 'HomeEquity',
      customer: { name: 'Lara Detalhe', document: doc, birthDate: '1985-04-02', income: 20000 },
      assetValue: 400000,
      operationValue: 100000,
      deadline: 120,
    });
    const id = (await admin.caller.customers.list({ search: 'Lara' })).items[0].id;
    const c = await admin.caller.customers.get({ id });
    expect(c.deals).toHaveLength(2);
    expect(c.simulations).toHaveLength(1);
    await expectAppError(otherAdmin.caller.customers.get({ id }), 'ENTITY_NOT_FOUND_ERROR');
    await expectAppError(operator.caller.customers.get({ id }), 'ENTITY_NOT_FOUND_ERROR');
  });

  it('finds by CPF the customer a new deal would update, only among those the user sees', async () => {
    const doc = cpfFromBase('404505606');
    await admin.caller.deals.create({ ...deal('Sônia Registro', doc), associates: [{ ...deal('Sônia Registro', doc).associates[0], email: 'sonia@example.com' }] });
    const masked = `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
    expect(await admin.caller.customers.byDocument({ document: masked })).toMatchObject({ name: 'Sônia Registro', email: 'sonia@example.com', birthDate: '1985-04-02', motherName: 'Rita' });
    // Not one of the operator's deals, not this tenant's, nobody with that CPF: nothing.
    expect(await operator.caller.customers.byDocument({ document: doc })).toBeNull();
    expect(await otherAdmin.caller.customers.byDocument({ document: doc })).toBeNull();
    expect(await admin.caller.customers.byDocument({ document: cpfFromBase('909808707') })).toBeNull();
  });
});
