/**
 * Tenant isolation of the deals domain (security.md R5): every role of the demo company calls every procedure that
 * takes a deal, document or customer id with ids of "Outra Empresa" and of deals outside its visibility. Each call
 * is refused exactly like an id that does not exist (or for want of the permission), and nothing changes there.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS, type RoleKey } from '../../../shared/options.ts';
import type { TDealCreateRequest } from '../../../shared/schemas/deals.ts';
import { cpfFromBase } from '../../db/seed.ts';
import { toAppError } from '../../lib/errors.ts';
import { createTestEnv, signIn, type Caller, type Session, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
const sessions = {} as Record<RoleKey, Session>;

const dealInput = (name: string, cpfBase: string): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpfFromBase(cpfBase),
      birthDate: '1980-05-10',
      gender: 'feminino',
      maritalStatus: 'solteiro',
      motherName: 'Joana Lima',
      incomes: [{ mensalIncome: 20000, professionalProfile: 'assalariado', main: true }],
    },
  ],
  operationValue: 300000,
  deadline: 360,
  asset: { kind: 'realty', value: 500000, type: 'apartamento', isRegistered: true },
});

interface Target {
  dealId: string;
  documentId: string;
  customerId: string;
  version: number;
}

async function targetOf(session: Session, input: TDealCreateRequest): Promise<Target> {
  const { id } = await session.caller.deals.create(input);
  const deal = await session.caller.deals.get({ id });
  return { dealId: id, documentId: deal.documents[0].id, customerId: deal.associates[0].customer_id as string, version: deal.version };
}

/** Every id-taking procedure of deals and customers, aimed at one target. */
function attempts(caller: Caller, t: Target, userId: string): Record<string, () => Promise<unknown>> {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return {
    get: () => caller.deals.get({ id: t.dealId }),
    editable: () => caller.deals.editable({ id: t.dealId }),
    update: () => caller.deals.update({ id: t.dealId, version: t.version, ...dealInput('Invasora', '111222333'), operationValue: 1000 }),
    move: () => caller.deals.move({ id: t.dealId, stage: 'registration', version: t.version }),
    comment: () => caller.deals.comment({ id: t.dealId, comment: 'olá' }),
    changeResponsible: () => caller.deals.changeResponsible({ id: t.dealId, userId, version: t.version }),
    reviewDocument: () => caller.deals.reviewDocument({ dealId: t.dealId, documentId: t.documentId, status: 'approved' }),
    uploadDocument: () => caller.deals.uploadDocument({ dealId: t.dealId, documentId: t.documentId, fileName: 'x.pdf', bytes: pdf }),
    downloadDocument: () => caller.deals.downloadDocument({ dealId: t.dealId, documentId: t.documentId }),
    customer: () => caller.customers.get({ id: t.customerId }),
  };
}

/** What a call answered: the error type, or ALLOWED. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'ALLOWED';
  } catch (err) {
    return toAppError(err).type;
  }
}

const REFUSED = new Set(['ENTITY_NOT_FOUND_ERROR', 'FORBIDDEN_ERROR']);

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
      const missing: Target = { dealId: randomUUID(), documentId: randomUUID(), customerId: randomUUID(), version: 1 };
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
