import type { Database } from '../../db/database.ts';
import { type ParsedAssociate, personValues } from '../customers/person-values.ts';

/** A deal's people as the deal keeps them (its own copy), in order, with the stored customer each is linked to. */
export function dealAssociates(db: Database, dealId: string) {
  return db
    .selectFrom('deal_associates as a')
    .select([
      'a.id',
      'a.main',
      'a.notify',
      'a.has_restrictions',
      'a.type',
      'a.relationship',
      'a.customer_id',
      'a.person_type',
      'a.name',
      'a.document',
      'a.birth_date',
      'a.gender',
      'a.marital_status',
      'a.mother_name',
      'a.serasa_score',
      'a.monthly_billing',
      'a.identity_card',
      'a.email',
      'a.cellphone',
      'a.incomes',
    ])
    .where('a.deal_id', '=', dealId)
    .orderBy('a.position')
    .execute();
}

/** Who is on the deal now, by document and customer link (an edit matches the people sent against them). */
export function associateLinks(db: Database, dealId: string) {
  return db.selectFrom('deal_associates').select(['id', 'customer_id', 'document']).where('deal_id', '=', dealId).execute();
}

/** The columns of an associate row other than the person (who they are to the deal). */
function associateRole(a: ParsedAssociate, position: number) {
  return { main: a.main, notify: a.notify, has_restrictions: a.hasRestrictions, type: a.type, relationship: a.relationship ?? null, position };
}

/** Adds a person to a deal (the deal's own copy of what was typed); returns the associate's id. */
export async function insertAssociate(db: Database, dealId: string, customerId: string | null, position: number, a: ParsedAssociate): Promise<string> {
  const row = await db
    .insertInto('deal_associates')
    .values({ deal_id: dealId, customer_id: customerId, ...personValues(a), ...associateRole(a, position) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites an associate with what was typed now; the customer link changes only when one is given. */
export async function updateAssociate(db: Database, id: string, customerId: string | null | undefined, position: number, a: ParsedAssociate): Promise<void> {
  await db
    .updateTable('deal_associates')
    .set({ ...personValues(a), ...associateRole(a, position), ...(customerId !== undefined ? { customer_id: customerId } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Nobody is the deal's main person for a moment (one main per deal is a unique index: set again right after). */
export async function clearMainAssociate(db: Database, dealId: string): Promise<void> {
  await db.updateTable('deal_associates').set({ main: false }).where('deal_id', '=', dealId).execute();
}

/** Takes people off a deal (their unsent checklist items go with them: cascade). */
export async function deleteAssociates(db: Database, ids: string[]): Promise<void> {
  await db.deleteFrom('deal_associates').where('id', 'in', ids).execute();
}

export function mainAssociateName(db: Database, dealId: string): Promise<{ name: string; personType: 'individual' | 'company' } | undefined> {
  return db.selectFrom('deal_associates').select(['name', 'person_type as personType']).where('deal_id', '=', dealId).where('main', '=', true).executeTakeFirst();
}

/** The main proponent's name and e-mail (null when none was given). */
export function mainAssociateContact(db: Database, dealId: string) {
  return db.selectFrom('deal_associates').select(['name', 'email']).where('deal_id', '=', dealId).where('main', '=', true).executeTakeFirst();
}

/** One person of a deal; `lock`: held until the transaction ends (two links of one person never race). */
export function associateOfDeal(db: Database, dealId: string, associateId: string, opts: { lock?: boolean } = {}) {
  const q = db.selectFrom('deal_associates').select(['id', 'customer_id', 'document', 'name']).where('deal_id', '=', dealId).where('id', '=', associateId);
  return (opts.lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function linkAssociate(db: Database, associateId: string, customerId: string): Promise<void> {
  await db.updateTable('deal_associates').set({ customer_id: customerId }).where('id', '=', associateId).where('customer_id', 'is', null).execute();
}

/** Who is on the deal, by document (an anonymised person's is a stand-in): which checklist items still take files. */
export function associateDocuments(db: Database, dealId: string) {
  return db.selectFrom('deal_associates').select(['id', 'main', 'document']).where('deal_id', '=', dealId).execute();
}
