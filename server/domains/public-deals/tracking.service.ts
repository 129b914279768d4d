import { customerUploadClosed, type DocumentStatus } from '../../../shared/documents.ts';
import { DOCUMENT_CLOSED_MESSAGES } from '../../../shared/messages.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import { CUSTOMER_STAGE_LABEL, pipelineByKey } from '../../../shared/pipelines.ts';
import { type TPublicSubmission, ZTrackingToken } from '../../../shared/schemas/public-deals.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/tokens.ts';
import { publish } from '../deals/board-events.ts';
import { mainAssociateName } from '../deals/deal-associates.repository.ts';
import { listDocuments } from '../deals/documents.repository.ts';
import { receiveFile } from '../deals/documents.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { erasureRequestedAt } from '../privacy/data-subject.service.ts';
import { brokerContact } from '../users/users.repository.ts';
import { findDealOfToken, findTrackedDocument, revokeTrackingTokens, stagesEntered, touchTrackingToken } from './tracking.repository.ts';
import { issueTrackingToken, trackingUrl } from './tracking-links.ts';

const linkNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Link de acompanhamento não encontrado ou expirado. Peça um novo ao seu corretor');

/** The deal behind a live token; anything else (unknown, revoked, expired) is the same "not found". */
export async function dealOfToken(deps: Deps, token: string) {
  const row = await findDealOfToken(deps.db, hashToken(token));
  if (!row) throw linkNotFound();
  return row;
}

/**
 * Whether a tracking link works (well formed, known, not revoked nor expired), for the server-rendered page's status
 * (404 for a dead link). Reads nothing of the deal and logs no access: the page's own fetch does that.
 */
export async function trackingLinkIsLive(deps: Deps, token: string): Promise<boolean> {
  const parsed = ZTrackingToken.safeParse({ token });
  if (!parsed.success) return false;
  return (await findDealOfToken(deps.db, hashToken(parsed.data.token))) !== undefined;
}

/** 'skipped': a stage behind the deal that it never entered (moved past it): not shown as done. */
export type TrackingStageState = 'done' | 'current' | 'todo' | 'skipped';

/**
 * Each stage of the customer's path as the tracking page shows it: the current one; the ones ahead still to come; the
 * ones behind done only when the deal was in them (its stage history), else skipped. A released deal has every stage
 * it went through done. A denied deal (no current stage on the path) shows none as done, as before.
 */
export function trackingStages(path: readonly { key: string }[], stage: string, entered: ReadonlySet<string>): TrackingStageState[] {
  const completed = stage === 'completed';
  const currentIndex = path.findIndex((s) => s.key === stage);
  // Every deal starts in its pipeline's first stage (create-deal.service.ts), history or not.
  const been = (key: string, i: number) => i === 0 || key === stage || entered.has(key);
  return path.map((s, i): TrackingStageState => {
    if (completed || (currentIndex >= 0 && i < currentIndex)) return been(s.key, i) ? 'done' : 'skipped';
    return i === currentIndex ? 'current' : 'todo';
  });
}

/** What the visitor sent through the public link (deals.public_submission), as the tracking link may show it. */
export type PublicSubmission = TPublicSubmission;

/**
 * The name the tracking page greets: the one the visitor typed, or, for a link the broker sent of a deal they
 * registered, the main proponent's name on the deal (the broker chose to send it to that person). A person by their
 * first name, a company by its whole name ("Olá, Padaria!" said nothing).
 */
async function greetingName(deps: Deps, deal: { id: string; public_submission: PublicSubmission | null }): Promise<string | null> {
  const sent = deal.public_submission;
  const main = sent ? (sent.associates.find((a) => a.main) ?? sent.associates[0]) : await mainAssociateName(deps.db, deal.id);
  if (!main) return null;
  return main.personType === 'company' ? main.name : main.name.split(' ')[0];
}

/**
 * What the customer sees on the tracking link: the deal's progress through the stages, the broker to talk to, and
 * the documents still to send (with the reason of any refusal). Every access is logged (LGPD: who saw the deal).
 */
export async function view(deps: Deps, token: string, meta: RequestMeta) {
  const deal = await dealOfToken(deps, token);
  const pipeline = pipelineByKey(deal.pipeline_key);
  if (!pipeline) throw linkNotFound();
  const [broker, customer, documents, erasureSince, entered] = await Promise.all([
    brokerContact(deps.db, deal.owner_id),
    greetingName(deps, deal),
    listDocuments(deps.db, deal.id),
    erasureRequestedAt(deps, deal.id),
    stagesEntered(deps.db, deal.id),
  ]);
  await touchTrackingToken(deps.db, deal.token_id);
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: null, action: 'deal.tracking_view', entity: 'deal', entityId: deal.id }, meta);

  const denied = deal.stage === 'denied';
  const path = pipeline.stages.filter((s) => s.key !== 'denied');
  const states = trackingStages(path, deal.stage, entered);
  const completed = deal.stage === 'completed';
  return {
    number: Number(deal.number),
    createdAt: deal.created_at,
    operationLabel: PRODUCT_TYPE[deal.operation_type as keyof typeof PRODUCT_TYPE] ?? deal.operation_type,
    operationValue: Number(deal.operation_value),
    customerFirstName: customer,
    /** When the customer asked for their data to be erased, while the company has not answered (the page says so). */
    erasureRequestedAt: erasureSince,
    broker: { name: broker.name, firstName: broker.name.split(' ')[0], companyName: broker.company_name, cellphone: broker.cellphone },
    denied,
    completed,
    uploadClosed: denied ? DOCUMENT_CLOSED_MESSAGES.deniedToCustomer : null,
    stages: path.map((s, i) => ({
      key: s.key,
      label: CUSTOMER_STAGE_LABEL[s.key] ?? s.label,
      state: states[i],
    })),
    // The customer sees what to send and why something came back; not who reviewed it, nor the names of files the
    // broker attached (only what was sent through this link).
    documents: documents.map((d) => ({
      id: d.id,
      label: d.label,
      status: d.status,
      fileName: d.uploadedBy ? null : d.fileName,
      rejectionReason: d.rejectionReason,
      sentByBroker: d.uploadedBy !== null,
    })),
  };
}

/** A file the customer sends through the tracking link for an item still theirs to send (customerUploadClosed). */
export async function uploadDocument(deps: Deps, input: { token: string; documentId: string; fileName: string; bytes: Uint8Array }, meta: RequestMeta) {
  const deal = await dealOfToken(deps, input.token);
  await rateLimit(deps.db, 'tracking-upload', deal.id);
  const doc = await findTrackedDocument(deps.db, deal.id, input.documentId);
  if (!doc) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Documento não encontrado');
  // Never over an approved file nor one the staff attached (it would vanish from the deal): said before anything is stored.
  const closed = customerUploadClosed({ status: doc.status as DocumentStatus, sentByBroker: doc.uploaded_by !== null });
  if (closed) throw validationError('file', DOCUMENT_CLOSED_MESSAGES[closed]);
  const result = await receiveFile(deps, deal, doc, { bytes: input.bytes, fileName: input.fileName }, null, meta);
  await notify(deps.db, {
    userId: deal.owner_id,
    companyId: deal.company_id,
    kind: 'deal.customer_document',
    title: `O cliente enviou: ${doc.label}`,
    body: `Negócio nº ${deal.number}`,
    link: `/deal/${deal.id}`,
  });
  return result;
}

/**
 * A new tracking link for a deal the staff member can see (the old ones stop working), to send to the customer.
 * The caller has checked the deal's visibility.
 */
export async function renewTrackingLink(deps: Deps, deal: { id: string; company_id: string; pipeline_key: string }, actorUserId: string, meta: RequestMeta) {
  const { token, replaced } = await deps.db.transaction().execute(async (trx) => {
    const replaced = await revokeTrackingTokens(trx, [deal.id]);
    const token = await issueTrackingToken(trx, deal.id, deal.company_id);
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'tracking_link', actorUserId });
    return { token, replaced };
  });
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId, action: 'deal.tracking_link', entity: 'deal', entityId: deal.id }, meta);
  // "The previous link stopped working" only when one was still working.
  const message = replaced ? 'Novo link de acompanhamento gerado. O link anterior deixou de funcionar.' : 'Link de acompanhamento gerado';
  return { message, url: trackingUrl(deps, token) };
}
