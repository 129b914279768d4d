import { buildChecklist, type ChecklistAssociate, documentUploadClosed } from '../../../shared/documents.ts';
import { formatPhone } from '../../../shared/format.ts';
import { DOCUMENT_CLOSED_MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, isConnectionError, validationError } from '../../lib/errors.ts';
import type { StoredObject } from '../../lib/storage.ts';
import { CONTENT_TYPES, documentExtension, documentFileName, storeDocument } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { hasLiveTrackingLink } from '../public-deals/tracking.repository.ts';
import { issueTrackingToken, trackingUrl } from '../public-deals/tracking-links.ts';
import { brokerContact } from '../users/users.repository.ts';
import { publish } from './board-events.ts';
import { associateDocuments, mainAssociateContact } from './deal-associates.repository.ts';
import { notFound as dealNotFound } from './deal-errors.ts';
import { dealScope } from './deal-scope.ts';
import { insertEvent } from './deal-timeline.repository.ts';
import { findScopedDeal } from './deals.repository.ts';
import { findDealDocument, insertDocuments, markDocumentReceived, markDocumentReviewed } from './documents.repository.ts';

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Documento não encontrado');

/** Writes a deal's checklist (asset + each associate's person/company and income documents). */
export async function createChecklist(db: Database, dealId: string, companyId: string, asset: 'realty' | 'vehicle', associates: ChecklistAssociate[]): Promise<void> {
  const items = buildChecklist(asset, associates);
  await insertDocuments(
    db,
    dealId,
    companyId,
    items.map((i, position) => ({ associateId: i.associateId, key: i.key, label: i.label, position })),
  );
}

async function scopedDocument(deps: Deps, user: AuthUser, dealId: string, documentId: string) {
  const deal = await findScopedDeal(deps.db, dealScope(user), dealId);
  if (!deal) throw dealNotFound();
  const doc = await findDealDocument(deps.db, dealId, documentId);
  if (!doc) throw notFound();
  return { deal, doc };
}

/** Receives a file for a checklist item (PDF/PNG/JPG by content, ≤ 2 MB); a new file replaces the previous one. */
export async function upload(deps: Deps, user: AuthUser, dealId: string, documentId: string, bytes: Uint8Array, fileName: string, meta: RequestMeta) {
  const { deal, doc } = await scopedDocument(deps, user, dealId, documentId);
  return receiveFile(deps, deal, doc, { bytes, fileName }, user.id, meta);
}

/**
 * Stores a checklist item's file and records it on the timeline and the audit log. `uploaderId` null: the customer,
 * through the deal's tracking link (the timeline then says "o cliente").
 */
export async function receiveFile(
  deps: Deps,
  deal: { id: string; company_id: string; pipeline_key: string; stage: string },
  doc: { id: string; label: string; file_key: string | null; associate_id: string | null },
  file: { bytes: Uint8Array; fileName: string },
  uploaderId: string | null,
  meta: RequestMeta,
) {
  // A denied deal (until taken on again) and an anonymised person take no new file: said before anything is stored.
  const closed = documentUploadClosed(deal, { associateId: doc.associate_id }, await associateDocuments(deps.db, deal.id));
  if (closed) throw validationError('file', closed === 'denied' && uploaderId === null ? DOCUMENT_CLOSED_MESSAGES.deniedToCustomer : DOCUMENT_CLOSED_MESSAGES[closed]);
  const { key, extension } = await storeDocument(deps, file.bytes, file.fileName);
  const safeName = documentFileName(file.fileName, extension);
  const byCustomer = uploaderId === null ? { actor: 'customer' } : {};
  // A transaction that failed names no stored bytes: they go at once. A lost connection leaves the commit uncertain,
  // so those (like a crash's) are left to the orphan-file clean-up job, which checks the rows first.
  const uploaded = deps.db.transaction().execute(async (trx) => {
    await markDocumentReceived(trx, doc.id, { key, name: safeName, mime: CONTENT_TYPES[extension], size: file.bytes.byteLength, uploadedBy: uploaderId });
    await insertEvent(trx, { dealId: deal.id, companyId: deal.company_id, actorUserId: uploaderId, kind: 'document_uploaded', data: { documentId: doc.id, label: doc.label, ...byCustomer } });
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'document_uploaded', actorUserId: uploaderId });
  });
  await uploaded.catch(async (err: unknown) => {
    if (!isConnectionError(err)) await deps.storage.remove(key).catch(() => undefined);
    throw err;
  });
  if (doc.file_key) await deps.storage.remove(doc.file_key).catch(() => undefined);
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: uploaderId, action: 'deal.document_upload', entity: 'deal_document', entityId: doc.id, data: byCustomer }, meta);
  return { message: 'Documento enviado!', status: 'received' as const };
}

/** Approves or rejects a received document (a rejection says why, so the customer can send it again). */
export async function review(deps: Deps, user: AuthUser, input: { dealId: string; documentId: string; status: 'approved' | 'rejected'; reason?: string }, meta: RequestMeta) {
  const { deal, doc } = await scopedDocument(deps, user, input.dealId, input.documentId);
  if (doc.status === 'pending') throw validationError('status', 'Este documento ainda não foi enviado');
  if (input.status === 'rejected' && !input.reason?.trim()) throw validationError('reason', 'Informe o motivo da recusa');
  await deps.db.transaction().execute(async (trx) => {
    await markDocumentReviewed(trx, doc.id, { status: input.status, reviewedBy: user.id, rejectionReason: input.status === 'rejected' ? input.reason!.trim() : null });
    await insertEvent(trx, {
      dealId: deal.id,
      companyId: deal.company_id,
      actorUserId: user.id,
      kind: `document_${input.status}`,
      data: { documentId: doc.id, label: doc.label, reason: input.reason },
    });
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: `document_${input.status}`, actorUserId: user.id });
    if (input.status === 'rejected') await tellCustomerOfRejection(deps, trx, deal, doc.label, input.reason!.trim());
  });
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: user.id, action: `deal.document_${input.status}`, entity: 'deal_document', entityId: doc.id }, meta);
  return { message: input.status === 'approved' ? 'Documento aprovado' : 'Documento recusado' };
}

/**
 * A refused document is said to the customer by e-mail, with the reason and a link to send it again, when they follow
 * the deal by link (it has a working tracking link) and the main proponent left an e-mail. The link in the e-mail is a
 * new one of its own (links are stored only as a hash, and the one the customer had may have been replaced since); the
 * outbox keeps it hidden (docs/design/security.md R13). Queued in the review's transaction: said if, and only if, it
 * was refused.
 */
async function tellCustomerOfRejection(deps: Deps, trx: Database, deal: { id: string; number: number | string; company_id: string; owner_id: string }, label: string, reason: string) {
  const customer = await mainAssociateContact(trx, deal.id);
  if (!customer?.email || !(await hasLiveTrackingLink(trx, deal.id))) return;
  const broker = await brokerContact(trx, deal.owner_id);
  const token = await issueTrackingToken(trx, deal.id, deal.company_id);
  await deps.mailer.send(
    {
      to: customer.email,
      companyId: deal.company_id,
      subject: `Documento recusado na sua proposta nº ${deal.number}: envie de novo`,
      text: [
        `Olá, ${customer.name.split(' ')[0]}!`,
        '',
        `${broker.name}, da ${broker.company_name}, conferiu o documento "${label}" da sua proposta nº ${deal.number} e não pôde aceitá-lo:`,
        '',
        reason,
        '',
        'Envie o documento de novo pelo seu link de acompanhamento (é só seu: não compartilhe):',
        trackingUrl(deps, token),
        '',
        broker.cellphone ? `Dúvidas? Fale com ${broker.name} pelo ${formatPhone(broker.cellphone)}.` : `Dúvidas? Fale com ${broker.name}.`,
      ].join('\n'),
      secrets: [token],
    },
    trx,
  );
}

/**
 * The stored file, for a user who can see the deal. `open()` streams it and logs the access (LGPD: every access to
 * personal documents); the REST route pipes that stream, so the bytes never sit whole in memory. Over tRPC only the
 * name and type travel (a function does not serialise), so no stream is left open by a call that cannot read it.
 */
export async function download(deps: Deps, user: AuthUser, dealId: string, documentId: string, meta: RequestMeta) {
  const { deal, doc } = await scopedDocument(deps, user, dealId, documentId);
  const extension = doc.mime ? documentExtension(doc.mime) : null;
  const key = doc.file_key;
  if (!key || !extension) throw notFound();
  const open = async (): Promise<StoredObject> => {
    const file = await deps.storage.open(key);
    if (!file) throw notFound();
    try {
      await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: user.id, action: 'deal.document_download', entity: 'deal_document', entityId: doc.id }, meta);
    } catch (err) {
      // The stream holds a file handle or a connection to the store until it is read or destroyed.
      file.body.destroy();
      throw err;
    }
    return file;
  };
  // Files kept before names followed the detected type ("x.jpg" holding a PDF) still download as what they are.
  return { mime: CONTENT_TYPES[extension], fileName: documentFileName(doc.file_name ?? '', extension), open };
}
