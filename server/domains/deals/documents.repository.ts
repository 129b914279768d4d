import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A checklist item as written: whose it is (null: the asset's), which document, in which place. */
export interface ChecklistRow {
  associateId: string | null;
  key: string;
  label: string;
  position: number;
}

export async function insertDocuments(db: Database, dealId: string, companyId: string, items: ChecklistRow[]): Promise<void> {
  if (!items.length) return;
  await db
    .insertInto('deal_documents')
    .values(items.map((i) => ({ deal_id: dealId, company_id: companyId, associate_id: i.associateId, key: i.key, label: i.label, position: i.position })))
    .execute();
}

/** A deal's checklist in order, with who sent each file. */
export function listDocuments(db: Database, dealId: string) {
  return db
    .selectFrom('deal_documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select([
      'd.id',
      'd.key',
      'd.label',
      'd.status',
      'd.associate_id as associateId',
      'd.file_name as fileName',
      'd.size',
      'd.uploaded_at as uploadedAt',
      'u.name as uploadedBy',
      'd.rejection_reason as rejectionReason',
    ])
    .where('d.deal_id', '=', dealId)
    .orderBy('d.position')
    .execute();
}

/** A checklist item's stored state (an edit brings the checklist in line with the deal). */
export function checklistState(db: Database, dealId: string) {
  return db.selectFrom('deal_documents').select(['id', 'associate_id', 'key', 'label', 'status', 'file_key', 'position']).where('deal_id', '=', dealId).execute();
}

export function findDealDocument(db: Database, dealId: string, documentId: string) {
  return db.selectFrom('deal_documents').selectAll().where('id', '=', documentId).where('deal_id', '=', dealId).executeTakeFirst();
}

/** A checklist item's new label or place. */
export async function placeDocument(db: Database, id: string, set: { label?: string; position: number }): Promise<void> {
  await db.updateTable('deal_documents').set(set).where('id', '=', id).execute();
}

export async function deleteDocuments(db: Database, ids: string[]): Promise<void> {
  await db.deleteFrom('deal_documents').where('id', 'in', ids).execute();
}

/** People leave a deal: files already sent (or reviewed) for them stay on the deal, no longer tied to anyone. */
export async function keepSentDocumentsOf(db: Database, associateIds: string[]): Promise<void> {
  await db
    .updateTable('deal_documents')
    .set({ associate_id: null })
    .where('associate_id', 'in', associateIds)
    .where((eb) => eb.or([eb('file_key', 'is not', null), eb('status', '!=', 'pending')]))
    .execute();
}

/** A file arrived for the item: it awaits review again, whatever the previous file's review said. */
export async function markDocumentReceived(db: Database, id: string, file: { key: string; name: string; mime: string; size: number; uploadedBy: string | null }): Promise<void> {
  await db
    .updateTable('deal_documents')
    .set({
      status: 'received',
      file_key: file.key,
      file_name: file.name,
      mime: file.mime,
      size: file.size,
      uploaded_by: file.uploadedBy,
      uploaded_at: sql`now()`,
      reviewed_by: null,
      reviewed_at: null,
      rejection_reason: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markDocumentReviewed(db: Database, id: string, review: { status: 'approved' | 'rejected'; reviewedBy: string; rejectionReason: string | null }): Promise<void> {
  await db
    .updateTable('deal_documents')
    .set({ status: review.status, reviewed_by: review.reviewedBy, reviewed_at: sql`now()`, rejection_reason: review.rejectionReason })
    .where('id', '=', id)
    .execute();
}
