import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** How a visitor of a public simulator can be reached; at least one is set (normalised: digits, lower-case e-mail). */
export interface LeadContact {
  cellphone: string | null;
  email: string | null;
}

/** Serialises lead writes of one broker's simulator for the rest of the transaction (two quick submissions of one visitor). */
export async function lockBrokerLeads(trx: Database, brokerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`simulation-lead:${brokerId}`}))`.execute(trx);
}

/** The broker's open simulator leads on this board whose main person is reached by this contact, newest first, locked. */
function openLeadsByContact(db: Database, broker: { id: string; company_id: string }, pipelineKey: string, contact: LeadContact) {
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .where('d.company_id', '=', broker.company_id)
    .where('d.owner_id', '=', broker.id)
    .where('d.origin', '=', 'simulator')
    .where('d.pipeline_key', '=', pipelineKey)
    .where('d.closed_at', 'is', null)
    .where((eb) => {
      const either = [];
      if (contact.cellphone) either.push(eb('a.cellphone', '=', contact.cellphone));
      if (contact.email) either.push(eb(sql<string>`lower(a.email)`, '=', contact.email));
      return eb.or(either);
    })
    .orderBy('d.created_at', 'desc')
    .limit(1)
    .forUpdate('d');
}

/**
 * The open lead this broker's simulator already made for this contact on this board, if any: the same visitor
 * simulating again updates it instead of adding a second card. Only leads of the simulator count — a deal the broker
 * registered, or a proposal sent through the public link, is never touched by a visitor.
 */
export function findOpenLead(db: Database, broker: { id: string; company_id: string }, pipelineKey: string, contact: LeadContact) {
  return openLeadsByContact(db, broker, pipelineKey, contact).select(['d.id', 'd.number', 'd.pipeline_key', 'a.id as associate_id', 'a.cellphone', 'a.email']).executeTakeFirst();
}

/** A lead's operation after a new simulation: its values, the new simulation attached, and what the visitor sent. */
export async function updateLeadOperation(
  db: Database,
  dealId: string,
  v: { operationType: string; operationValue: string; deadline: number; asset: string; assetValue: string; simulationId: string; publicSubmission: string },
): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      operation_type: v.operationType,
      operation_value: v.operationValue,
      deadline: v.deadline,
      asset: v.asset,
      asset_value: v.assetValue,
      simulation_id: v.simulationId,
      public_submission: v.publicSubmission,
      version: sql<number>`version + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', dealId)
    .execute();
}

/** The lead's own copy of the visitor as typed now; a contact not given this time keeps the one given before. */
export async function updateLeadPerson(
  db: Database,
  associateId: string,
  p: {
    personType: 'individual' | 'company';
    name: string;
    document: string;
    birthDate: string | null;
    cellphone: string | null;
    email: string | null;
    /** A company's monthly billing; null for a person. */
    monthlyBilling: number | null;
    /** The incomes as a deal person keeps them (the simulated income). */
    incomes: readonly unknown[];
  },
): Promise<void> {
  await db
    .updateTable('deal_associates')
    .set((eb) => ({
      person_type: p.personType,
      name: p.name,
      document: p.document,
      birth_date: p.birthDate,
      monthly_billing: p.monthlyBilling?.toFixed(2) ?? null,
      incomes: JSON.stringify(p.incomes),
      cellphone: p.cellphone ?? eb.ref('cellphone'),
      email: p.email ?? eb.ref('email'),
    }))
    .where('id', '=', associateId)
    .execute();
}

/**
 * The open simulator lead of this broker that a public proposal completes: the same person (document) reachable the
 * same way (celular or e-mail) on the same board. Both must match: a CPF alone never lets a visitor rewrite a lead.
 */
export function findLeadOfProposal(db: Database, broker: { id: string; company_id: string }, pipelineKey: string, document: string, contact: LeadContact) {
  if (!contact.cellphone && !contact.email) return Promise.resolve(undefined);
  return openLeadsByContact(db, broker, pipelineKey, contact).select(['d.id', 'd.number']).where('a.document', '=', document).executeTakeFirst();
}

/** A lead becomes the proposal sent through the public link: its operation as sent, origin public. */
export async function completeLeadOperation(
  db: Database,
  dealId: string,
  v: {
    operationValue: string;
    objective: string | null;
    deadline: number;
    downPayment: string | null;
    financedValue: string | null;
    isPropertyAlreadyChosen: boolean | null;
    asset: string;
    assetValue: string;
    publicSubmission: string;
  },
): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      origin: 'public',
      operation_value: v.operationValue,
      objective: v.objective,
      deadline: v.deadline,
      down_payment: v.downPayment,
      financed_value: v.financedValue,
      is_property_already_chosen: v.isPropertyAlreadyChosen,
      asset: v.asset,
      asset_value: v.assetValue,
      public_submission: v.publicSubmission,
      version: sql<number>`version + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', dealId)
    .execute();
}
