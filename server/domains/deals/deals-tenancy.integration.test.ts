/**
 * Tenant isolation of the deals domain (docs/design/security.md R5): every role of the demo company calls every
 * procedure that takes a deal, document or customer id with ids of "Outra Empresa" and of deals outside its visibility.
 * Each call is refused exactly like an id that does not exist (or for want of the permission), and nothing changes
 * there.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS, type RoleKey } from '../../../shared/options.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { createTestEnv, type Session, signIn, type TestEnv } from '../../test/harness.ts';
import { dealAttempts as attempts, dealInput as makeDealInput, outcome, REFUSED, type DealTarget as Target, dealTargetOf as targetOf } from '../../test/tenancy.ts';

let env: TestEnv;
const sessions = {} as Record<RoleKey, Session>;

const dealInput = (name: string, cpfBase: string) => makeDealInput(name, cpfFromBase(cpfBase));

let foreign: Target;
let saoPaulo: Target;
let campinas: Target;

beforeAll(async () => {
  env = await createTestEnv();
  for (const role of ROLE_KEYS) sessions[role] = await signIn(env.deps, env.demo.users[role].email, env.demo.password);
  const otherAdmin = await signIn(env.deps, env.other.users.administrator.email, env.other.password);
  foreign = await targetOf(otherAdmin, dealInput('Cliente da Outra', '987654321'));
  saoPaulo = await targetOf(sessions.accountManager, dealInput('Cliente de São Paulo', '135792468'));
  campinas = await targetOf(sessions.subsidiaryManager, dealInput('Cliente de Campinas', '246813579'));
}, 60_000);
afterAll(() => env?.close());

describe('another company’s deals, documents and customers', () => {
  for (const role of ROLE_KEYS) {
    it(`${role}: every call is refused, never allowed, and answers like a missing id`, async () => {
      const { caller } = sessions[role];
      const missing: Target = { dealId: randomUUID(), documentId: randomUUID(), customerId: randomUUID(), associateId: randomUUID(), version: 1 };
      const me = env.demo.users[role].id;
      const foreignCalls = attempts(caller, foreign, me);
      const missingCalls = attempts(caller, missing, me);
      for (const [name, call] of Object.entries(foreignCalls)) {
        const got = await outcome(call);
        expect(REFUSED.has(got), `${role} ${name} → ${got}`).toBe(true);
        expect(got, `${role} ${name}: foreign id vs missing id`).toBe(await outcome(missingCalls[name]));
      }
    });
  }

  it('nothing changed in the other company', async () => {
    const deal = await env.deps.db.selectFrom('deals').select(['stage', 'version', 'operation_value', 'owner_id']).where('id', '=', foreign.dealId).executeTakeFirstOrThrow();
    expect(deal).toMatchObject({ stage: 'newLead', version: 1, owner_id: env.other.users.administrator.id });
    expect(Number(deal.operation_value)).toBe(300000);
    const events = await env.deps.db.selectFrom('deal_events').select('kind').where('deal_id', '=', foreign.dealId).execute();
    expect(events.map((e) => e.kind)).toEqual(['created']);
    const docs = await env.deps.db.selectFrom('deal_documents').select('status').where('deal_id', '=', foreign.dealId).execute();
    expect(docs.every((d) => d.status === 'pending')).toBe(true);
  });
});

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('within the company, visibility follows the role (spec §6)', () => {
  it('the operator reaches neither a manager’s deal nor the other affiliate’s', async () => {
    const { caller } = sessions.operator;
    for (const target of [saoPaulo, campinas]) {
      for (const [name, call] of Object.entries(attempts(caller, target, env.demo.users.operator.id))) {
        expect(REFUSED.has(await outcome(call)), `operator ${name}`).toBe(true);
      }
    }
  });

  it('the affiliate administrator reaches Campinas’ deal but not São Paulo’s', async () => {
    const { caller } = sessions.subsidiaryManager;
    for (const [name, call] of Object.entries(attempts(caller, saoPaulo, env.demo.users.subsidiaryManager.id))) {
      expect(REFUSED.has(await outcome(call)), `subsidiaryManager ${name}`).toBe(true);
    }
    expect(await outcome(() => caller.deals.get({ id: campinas.dealId }))).toBe('ALLOWED');
    expect(await outcome(() => caller.customers.get({ id: campinas.customerId }))).toBe('ALLOWED');
  });

  it('company-wide roles reach both affiliates’ deals', async () => {
    for (const role of ['master', 'administrator', 'accountManager', 'personalManager'] as RoleKey[]) {
      for (const target of [saoPaulo, campinas]) expect(await outcome(() => sessions[role].caller.deals.get({ id: target.dealId })), role).toBe('ALLOWED');
    }
  });
});
