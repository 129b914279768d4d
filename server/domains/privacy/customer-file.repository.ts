import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DealPersonColumns } from '../../db/schema.ts';

/**
 * What the deals hold about one person, as a data subject's request reads and erases it: the deals they are on, each
 * deal's own copy of them, the files of those deals and what a visitor sent through a public link.
 */

/** The company's deals a customer is on (as main proponent or not), oldest first, with their owner. */
export function dealsOfCustomer(db: Database, companyId: string, customerId: string) {
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .select([
      'd.id',
      'd.number',
      'd.pipeline_key',
      'd.stage',
      'd.operation_type',
      'd.operation_value',
      'd.origin',
      'd.created_at',
      'd.closed_at',
      'a.main',
      'o.name as owner_name',
      'a.name',
      'a.email',
      'a.cellphone',
    ])
    .where('a.customer_id', '=', customerId)
    .where('d.company_id', '=', companyId)
    .orderBy('d.created_at')
    .execute();
}

/** The checklist of these deals in checklist order. */
export function documentsOfDeals(db: Database, dealIds: string[]) {
  if (!dealIds.length) return Promise.resolve([]);
  return db.selectFrom('deal_documents').select(['deal_id', 'label', 'status', 'file_name', 'uploaded_at']).where('deal_id', 'in', dealIds).orderBy('position').execute();
}

/**
 * Every copy of the person on the company's deals: where the customer is linked, and unlinked copies of the same
 * document (e.g. sent through a public link).
 */
export function personCopies(db: Database, companyId: string, customerId: string, document: string) {
  return db
    .selectFrom('deal_associates as a')
    .innerJoin('deals as d', 'd.id', 'a.deal_id')
    .select(['a.id', 'a.name', 'd.id as deal_id', 'd.stage'])
    .where('d.company_id', '=', companyId)
    .where((eb) => eb.or([eb('a.customer_id', '=', customerId), eb('a.document', '=', document)]))
    .execute();
}

/**
 * Replaces the person in these deal copies (who no longer gets messages), and what else on the deals names them or
 * came from them: their checklist items and the timeline entries that repeat those labels ("RG — Sônia Martins"), the
 * timeline's "linked the customer <name>", and what a visitor sent through a public link (deals.public_submission and
 * the visitor's comments).
 */
export async function anonymiseDealCopies(db: Database, copies: { ids: string[]; names: string[] }, dealIds: string[], person: Updateable<DealPersonColumns> & { name: string }): Promise<void> {
  if (copies.ids.length) {
    await db
      .updateTable('deal_associates')
      .set({ ...person, notify: false })
      .where('id', 'in', copies.ids)
      .execute();
    // A checklist label is "<document> — <person>" (shared/documents.ts buildChecklist); no document label has a dash.
    const relabelled = await db
      .updateTable('deal_documents')
      .set({ label: sql`split_part(label, ' — ', 1) || ' — ' || ${person.name}` })
      .where('associate_id', 'in', copies.ids)
      .returning(['id', 'label'])
      .execute();
    for (const d of relabelled) {
      await db
        .updateTable('deal_events')
        .set({ data: sql`jsonb_set(data, '{label}', to_jsonb(${d.label}::text))` })
        .where('deal_id', 'in', dealIds)
        .where(sql`data->>'documentId'`, '=', d.id)
        .execute();
    }
  }
  if (dealIds.length) {
    await db.updateTable('deals').set({ public_submission: null }).where('id', 'in', dealIds).execute();
    await db.deleteFrom('deal_events').where('deal_id', 'in', dealIds).where('kind', '=', 'comment').where(sql`data->>'actor'`, '=', 'customer').execute();
    if (copies.names.length) {
      await db
        .updateTable('deal_events')
        .set({ data: sql`jsonb_set(data, '{name}', to_jsonb(${person.name}::text))` })
        .where('deal_id', 'in', dealIds)
        .where('kind', '=', 'customer_linked')
        .where(sql`data->>'name'`, 'in', copies.names)
        .execute();
    }
  }
}

/**
 * Lets go of the stored files of these deals (the checklist items go back to pending) and returns their storage
 * keys, read first: RETURNING would give the new, null keys.
 */
export async function releaseDocumentFiles(db: Database, dealIds: string[]): Promise<string[]> {
  if (!dealIds.length) return [];
  const removed = await db.selectFrom('deal_documents').select('file_key as key').where('deal_id', 'in', dealIds).where('file_key', 'is not', null).execute();
  if (removed.length) {
    await db
      .updateTable('deal_documents')
      .set({ file_key: null, file_name: null, mime: null, size: null, status: 'pending', uploaded_by: null, uploaded_at: null, reviewed_by: null, reviewed_at: null })
      .where('deal_id', 'in', dealIds)
      .where('file_key', 'is not', null)
      .execute();
  }
  return removed.map((r) => r.key).filter((k): k is string => !!k);
}

/** The stored customer staff linked as the deal's main proponent: null when none, undefined when no main proponent. */
export async function mainCustomerOfDeal(db: Database, dealId: string): Promise<string | null | undefined> {
  const main = await db.selectFrom('deal_associates').select('customer_id').where('deal_id', '=', dealId).where('main', '=', true).executeTakeFirst();
  return main?.customer_id;
}

export async function companyDealExists(db: Database, companyId: string, dealId: string): Promise<boolean> {
  return !!(await db.selectFrom('deals').select('id').where('id', '=', dealId).where('company_id', '=', companyId).executeTakeFirst());
}
