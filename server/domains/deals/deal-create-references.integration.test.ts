/**
 * Ids inside a new deal (found by the R4 fuzz and the R5 isolation matrix of docs/design/security.md): the linked
 * simulation must be one of the company's — another company's and a made-up one are refused alike, naming the field,
 * never linked across tenants nor failing on the foreign key as a 500 — and an affiliate administrator hands a new deal
 * only to people of the affiliate (the rule of changeResponsible).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, errorFields, expectAppError, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import { dealInput } from '../../test/tenancy.ts';
import { simulationInput } from '../../test/tenant-objects.ts';

let env: TestEnv;
let admin: Session;
let affiliateAdmin: Session;
let otherAdmin: Session;

beforeAll(async () => {
  env = await createTestEnv();
  [admin, affiliateAdmin, otherAdmin] = await Promise.all([
    signIn(env.deps, env.demo.users.administrator.email, env.demo.password),
    signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password),
    signIn(env.deps, env.other.users.administrator.email, env.other.password),
  ]);
});
afterAll(() => env?.close());

const dealCount = async (companyId: string) => (await env.deps.db.selectFrom('deals').select('id').where('company_id', '=', companyId).execute()).length;

describe('deals.create: the simulation it links', () => {
  it('another company’s simulation and a made-up id answer the same field error, and no deal is created', async () => {
    const theirs = await otherAdmin.caller.simulation.save(simulationInput());
    const before = await dealCount(env.demo.companyId);
    const foreign = await expectAppError(admin.caller.deals.create({ ...dealInput('Cliente Ligada'), simulationId: theirs.id }), 'VALIDATION_ERROR', 'Simulação não encontrada');
    const missing = await expectAppError(admin.caller.deals.create({ ...dealInput('Cliente Ligada'), simulationId: randomUUID() }), 'VALIDATION_ERROR');
    expect(errorFields(foreign)).toEqual(['simulationId']);
    expect(foreign.toWire()).toEqual(missing.toWire());
    expect(await dealCount(env.demo.companyId)).toBe(before);
  });

  it('a deleted simulation is refused too; one of the company’s is linked', async () => {
    const mine = await admin.caller.simulation.save(simulationInput());
    const { id } = await admin.caller.deals.create({ ...dealInput('Cliente Simulada'), simulationId: mine.id });
    expect((await admin.caller.deals.get({ id })).simulation?.id).toBe(mine.id);
    await admin.caller.simulation.delete({ id: mine.id });
    await expectAppError(admin.caller.deals.create({ ...dealInput('Cliente Simulada'), simulationId: mine.id }), 'VALIDATION_ERROR', 'Simulação não encontrada');
  });
});

describe('deals.create: who the deal is handed to', () => {
  it('an affiliate administrator may not create a deal owned by someone of another affiliate', async () => {
    const saoPaulo = env.demo.users.operator;
    const err = await expectAppError(affiliateAdmin.caller.deals.create({ ...dealInput('Cliente Repassada'), ownerId: saoPaulo.id }), 'VALIDATION_ERROR');
    expect(errorFields(err)).toEqual(['ownerId']);
    // The company-wide administrator may.
    const { id } = await admin.caller.deals.create({ ...dealInput('Cliente Repassada'), ownerId: saoPaulo.id });
    expect((await admin.caller.deals.get({ id })).owner.id).toBe(saoPaulo.id);
  });
});
