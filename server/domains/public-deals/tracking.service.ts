import { sql } from 'kysely';
import { CUSTOMER_STAGE_LABEL, pipelineByKey } from '../../../shared/pipelines.ts';
import { PRODUCT_TYPE } from '../../../shared/options.ts';
import { ZStoredPublicSubmission, type TStoredPublicSubmission } from '../../../shared/schemas/public-deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { listDocuments, receiveFile } from '../deals/documents.service.ts';
import { publish } from '../deals/board-events.ts';
import { mainAssociateName } from '../deals/deals.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';

/** How long a tracking link works: long enough for the slowest real-estate deal. */
const TRACKING_DAYS = 365;

export const trackingPath = (token: string): string => `/acompanhar/${token}`;
export const trackingUrl = (deps: Deps, token: string): string => `${deps.config.publicUrl}${trackingPath(token)}`;

const linkNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Link de acompanhamento não encontrado ou expirado. Peça um novo ao seu corretor');

/** A new private tracking link for a deal (its token is returned once and stored only as a hash). */
export async function issueTrackingToken(db: Database, dealId: string, companyId: string): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('deal_tracking_tokens')
    .values({ deal_id: dealId, company_id: companyId, token_hash: hashToken(token), expires_at: new Date(Date.now() + TRACKING_DAYS * 86_400_000) })
    .execute();
  return token;
}

/** The deal behind a live token; anything else (unknown, revoked, expired) is the same "not found". */
export async function dealOfToken(deps: Deps, token: string) {
  const row = await deps.db
    .selectFrom('deal_tracking_tokens as t')
    .innerJoin('deals as d', 'd.id', 't.deal_id')
    .select(['t.id as token_id', 'd.id', 'd.number', 'd.company_id', 'd.owner_id', 'd.pipeline_key', 'd.stage', 'd.operation_type', 'd.operation_value', 'd.created_at', 'd.status_reason', 'd.public_submission'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw linkNotFound();
  return row;
}

export type TrackingStageState = 'done' | 'current' | 'todo';

/** What the visitor sent through the public link (deals.public_submission), as the tracking link may show it. */
export type PublicSubmission = TStoredPublicSubmission;

/** The JSON column read back with its schema (never cast); null for a deal the broker registered. */
export const submissionOf = (deal: { public_submission: unknown }): PublicSubmission | null =>
  deal.public_submission === null || deal.public_submission === undefined ? null : ZStoredPublicSubmission.parse(deal.public_submission);

/**
 * The name the tracking page greets: the one the visitor typed, or, for a link the broker sent of a deal they
 * registered, the main proponent's name on the deal (the broker chose to send it to that person).
 */
async function greetingName(deps: Deps, deal: { id: string; public_submission: unknown }): Promise<string | null> {
  const sent = submissionOf(deal);
  if (sent) return (sent.associates.find((a) => a.main) ?? sent.associates[0])?.name ?? null;
  return (await mainAssociateName(deps.db, deal.id)) ?? null;
}

/**
 * What the customer sees on the tracking link: the deal's progress through the stages, the broker to talk to, and
 * the documents still to send (with the reason of any refusal). Every access is logged (LGPD: who saw the deal).
 */
export async function view(deps: Deps, token: string, meta: RequestMeta) {
  await rateLimit(deps.db, `tracking-view:${meta.ip}`, 120, 600);
  const deal = await dealOfToken(deps, token);
  const pipeline = pipelineByKey(deal.pipeline_key);
  if (!pipeline) throw linkNotFound();
  const [broker, customer, documents] = await Promise.all([
    deps.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.name', 'u.cellphone', 'c.name as company_name'])
      .where('u.id', '=', deal.owner_id)
      .executeTakeFirstOrThrow(),
    greetingName(deps, deal),
    listDocuments(deps.db, deal.id),
  ]);
  await deps.db.updateTable('deal_tracking_tokens').set({ last_seen_at: sql`now()` }).where('id', '=', deal.token_id).execute();
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId: null, action: 'deal.tracking_view', entity: 'deal', entityId: deal.id }, meta);

  const denied = deal.stage === 'denied';
  const path = pipeline.stages.filter((s) => s.key !== 'denied');
  const currentIndex = path.findIndex((s) => s.key === deal.stage);
  const completed = deal.stage === 'completed';
  return {
    number: Number(deal.number),
    createdAt: deal.created_at,
    operationLabel: PRODUCT_TYPE[deal.operation_type as keyof typeof PRODUCT_TYPE] ?? deal.operation_type,
    operationValue: Number(deal.operation_value),
    customerFirstName: customer?.split(' ')[0] ?? null,
    broker: { name: broker.name, firstName: broker.name.split(' ')[0], companyName: broker.company_name, cellphone: broker.cellphone },
    denied,
    completed,
    stages: path.map((s, i) => ({
      key: s.key,
      label: CUSTOMER_STAGE_LABEL[s.key] ?? s.label,
      state: (completed || (currentIndex >= 0 && i < currentIndex) ? 'done' : i === currentIndex ? 'current' : 'todo') as TrackingStageState,
    })),
    // The customer sees what to send and why something came back; not who reviewed it, nor the names of files the
    // broker attached (only what was sent through this link).
    documents: documents.map((d) => ({ id: d.id, label: d.label, status: d.status, fileName: d.uploadedBy ? null : d.fileName, rejectionReason: d.rejectionReason })),
  };
}

/** A file the customer sends through the tracking link for a checklist item still open (not yet approved). */
export async function uploadDocument(deps: Deps, input: { token: string; documentId: string; fileName: string; bytes: Uint8Array }, meta: RequestMeta) {
  const deal = await dealOfToken(deps, input.token);
  await rateLimit(deps.db, `tracking-upload:${deal.id}`, 60, 3600);
  const doc = await deps.db.selectFrom('deal_documents').select(['id', 'label', 'file_key', 'status']).where('id', '=', input.documentId).where('deal_id', '=', deal.id).executeTakeFirst();
  if (!doc) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Documento não encontrado');
  if (doc.status === 'approved') throw validationError('file', 'Este documento já foi aprovado: não é preciso enviá-lo de novo');
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
  const token = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('deal_tracking_tokens').set({ revoked_at: sql`now()` }).where('deal_id', '=', deal.id).where('revoked_at', 'is', null).execute();
    const token = await issueTrackingToken(trx, deal.id, deal.company_id);
    await publish(trx, { companyId: deal.company_id, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'tracking_link', actorUserId });
    return token;
  });
  await recordAudit(deps.db, { companyId: deal.company_id, actorUserId, action: 'deal.tracking_link', entity: 'deal', entityId: deal.id }, meta);
  return { message: 'Novo link de acompanhamento gerado. O link anterior deixou de funcionar', url: trackingUrl(deps, token) };
}
