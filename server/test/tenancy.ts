/**
 * Helpers of the tenancy tests (docs/design/security.md R5): a valid deal, the id-taking deal calls aimed at one deal,
 * and what a call answered. Used by deals-tenancy.integration.test.ts and the full isolation matrix.
 */
import type { TDealCreateRequest } from '../../shared/schemas/deals.ts';
import { cpfFromBase } from '../db/seed.ts';
import { toAppError } from '../lib/errors.ts';
import { randomCpf } from './fixtures.ts';
import type { Caller, Session } from './harness.ts';

/** A valid real-estate financing deal for a new customer (CPF digits). */
export const dealInput = (name: string, cpf: string = randomCpf()): TDealCreateRequest => ({
  operationType: 'Financing',
  associates: [
    {
      main: true,
      personType: 'individual',
      name,
      document: cpf,
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

/** A deal as the id-taking calls aim at it. */
export interface DealTarget {
  dealId: string;
  documentId: string;
  customerId: string;
  /** The deal's main person (its own copy), for linking it to a customer. */
  associateId: string;
  version: number;
}

/** Creates a deal as `session` and returns its ids. */
export async function dealTargetOf(session: Session, input: TDealCreateRequest): Promise<DealTarget> {
  const { id } = await session.caller.deals.create(input);
  const deal = await session.caller.deals.get({ id });
  return { dealId: id, documentId: deal.documents[0].id, customerId: deal.associates[0].customer_id as string, associateId: deal.associates[0].id, version: deal.version };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every id-taking procedure of deals and customers, aimed at one target (valid inputs otherwise). */
export function dealAttempts(caller: Caller, t: DealTarget, userId: string): Record<string, () => Promise<unknown>> {
  return {
    'deals.get': () => caller.deals.get({ id: t.dealId }),
    'deals.editable': () => caller.deals.editable({ id: t.dealId }),
    'deals.update': () => caller.deals.update({ id: t.dealId, version: t.version, ...dealInput('Ivone Invasora', cpfFromBase('111222333')), operationValue: 1000 }),
    'deals.move': () => caller.deals.move({ id: t.dealId, stage: 'registration', version: t.version }),
    'deals.comment': () => caller.deals.comment({ id: t.dealId, comment: 'olá' }),
    'deals.changeResponsible': () => caller.deals.changeResponsible({ id: t.dealId, userId, version: t.version }),
    'deals.reviewDocument': () => caller.deals.reviewDocument({ dealId: t.dealId, documentId: t.documentId, status: 'approved' }),
    'deals.uploadDocument': () => caller.deals.uploadDocument({ dealId: t.dealId, documentId: t.documentId, fileName: 'x.pdf', bytes: PDF }),
    'deals.downloadDocument': () => caller.deals.downloadDocument({ dealId: t.dealId, documentId: t.documentId }),
    'deals.trackingLink': () => caller.deals.trackingLink({ id: t.dealId }),
    'deals.linkCustomer': () => caller.deals.linkCustomer({ id: t.dealId, associateId: t.associateId }),
    'customers.get': () => caller.customers.get({ id: t.customerId }),
  };
}

/** What a call answered: the error type, or ALLOWED. */
export async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'ALLOWED';
  } catch (err) {
    return toAppError(err).type;
  }
}

/** Answers that refuse an id outside the caller's reach. */
export const REFUSED = new Set(['ENTITY_NOT_FOUND_ERROR', 'FORBIDDEN_ERROR']);
