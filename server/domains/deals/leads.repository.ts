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

/** The broker's open leads of the simulator on this board (a proposal or a deal the broker registered never counts). */
function openLeads(db: Database, broker: { id: string; company_id: string }, pipelineKey: string) {
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .where('d.company_id', '=', broker.company_id)
    .where('d.owner_id', '=', broker.id)
    .where('d.origin', '=', 'simulator')
    .where('d.pipeline_key', '=', pipelineKey)
    .where('d.closed_at', 'is', null);
}

/**
 * The open lead of this broker's simulator on this board that the tab presenting this lead key (its SHA-256) made,
 * locked with its people — or nothing when there is none, or when staff linked one of its people to a stored customer:
 * such a lead is the broker's record now, never rewritten by an anonymous request (docs/design/security.md R12). The
 * key, known only to the visitor's tab, is the proof the lead is theirs; a celular or an e-mail proves nothing.
 */
export async function findOwnLead(db: Database, broker: { id: string; company_id: string }, pipelineKey: string, keyHash: string) {
  const lead = await openLeads(db, broker, pipelineKey)
    .where('d.simulator_lead_key', '=', keyHash)
    .select(['d.id', 'd.number', 'a.id as associate_id'])
    .orderBy('d.created_at', 'desc')
    .limit(1)
    .forUpdate('d')
    .executeTakeFirst();
  if (!lead) return undefined;
  // Locked, so a link made at this moment waits for this request (and links what it leaves) or is seen by it.
  const people = await db.selectFrom('deal_associates').select('customer_id').where('deal_id', '=', lead.id).forUpdate().execute();
  return people.some((p) => p.customer_id !== null) ? undefined : lead;
}

/** The lead remembers the key of the tab that made it (its SHA-256). */
export async function setLeadKey(db: Database, dealId: string, keyHash: string): Promise<void> {
  await db.updateTable('deals').set({ simulator_lead_key: keyHash }).where('id', '=', dealId).execute();
}

/**
 * The numbers of the broker's other open simulator leads on this board whose main person is reached by this contact:
 * told to the broker on a new lead, never to the visitor (whether a celular has a lead is not theirs to learn).
 */
export async function openLeadNumbersByContact(db: Database, broker: { id: string; company_id: string }, pipelineKey: string, contact: LeadContact): Promise<number[]> {
  if (!contact.cellphone && !contact.email) return [];
  const rows = await openLeads(db, broker, pipelineKey)
    .where((eb) => {
      const either = [];
      if (contact.cellphone) either.push(eb('a.cellphone', '=', contact.cellphone));
      if (contact.email) either.push(eb(sql<string>`lower(a.email)`, '=', contact.email));
      return eb.or(either);
    })
    .select('d.number')
    .orderBy('d.number')
    .limit(10)
    .execute();
  return rows.map((r) => Number(r.number));
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
