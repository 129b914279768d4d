import type { z } from 'zod';
import { BANK_SUBMISSION_STATUS_LABEL, type BankSubmissionStatus } from '../../../shared/bank-submissions.ts';
import { formatMoney } from '../../../shared/format.ts';
import { BANK_SUBMISSION_MESSAGES as M } from '../../../shared/messages.ts';
import type { ZDealBankChooseRequest, ZDealBankStatusRequest, ZDealBanksAddRequest } from '../../../shared/schemas/deal-banks.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { commissionClosed, followBankSubmissions } from '../commissions/commissions.service.ts';
import { publish } from '../deals/board-events.ts';
import { dealScope } from '../deals/deal-scope.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import { findScopedDeal, setDealBank, touchDeal } from '../deals/deals.repository.ts';
import { findVisibleProduct } from '../products/products.repository.ts';
import * as repo from './deal-submissions.repository.ts';

const dealNotFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', M.notFound);
const conflict = () => new AppError('CONFLICT_ERROR', M.conflict);

type Row = Awaited<ReturnType<typeof repo.listForDeal>>[number];

function present(r: Row) {
  const status = r.status as BankSubmissionStatus;
  return {
    id: r.id,
    bank: { id: r.bank_partner_id, name: r.bank_name },
    product: r.product_id ? { id: r.product_id, name: r.product_name ?? '' } : null,
    status,
    statusLabel: BANK_SUBMISSION_STATUS_LABEL[status],
    approvedValue: r.approved_value === null ? null : Number(r.approved_value),
    conditions: r.conditions,
    denialReason: r.denial_reason,
    requestedDocuments: r.requested_documents,
    sentAt: r.sent_at,
    statusChangedAt: r.status_changed_at,
    decidedAt: r.decided_at,
    chosen: r.chosen,
    version: r.version,
  };
}
export type DealBankSubmission = ReturnType<typeof present>;

/** The banks a deal was sent to, with each one's answer (deal read: the deal must be visible to the user). */
export async function list(deps: Deps, user: AuthUser, dealId: string): Promise<DealBankSubmission[]> {
  const deal = await findScopedDeal(deps.db, dealScope(user), dealId);
  if (!deal) throw dealNotFound();
  return (await repo.listForDeal(deps.db, deal.id)).map(present);
}

/**
 * A change's side effects, in one place: the timeline, open boards and deal pages, the commission, the deal's updated_at
 * (and, once committed, the company's cached deals list: each caller drops it after its transaction).
 */
async function afterChange(trx: Database, user: AuthUser, deal: { id: string; pipeline_key: string }, kind: string, data: Record<string, unknown>, field: string) {
  await insertEvent(trx, { dealId: deal.id, companyId: user.companyId, actorUserId: user.id, kind, data });
  await publish(trx, { companyId: user.companyId, pipelineKey: deal.pipeline_key, dealId: deal.id, kind, actorUserId: user.id });
  // A commission lowered below what its transactions already use refuses the change, on `field`.
  await followBankSubmissions(trx, deal.id, field);
  await touchDeal(trx, deal.id);
}

/** "Enviar para bancos": several banks (each with a product of it, or none) at once, each starting as sent. */
export async function add(deps: Deps, user: AuthUser, input: z.output<typeof ZDealBanksAddRequest>, meta: RequestMeta) {
  const deal = await findScopedDeal(deps.db, dealScope(user), input.dealId);
  if (!deal) throw dealNotFound();
  // A deal goes to a bank once: the bank analyses it (for one of its products, or for whichever fits), answers once,
  // and counts once on the card and in the funnel. The same bank twice, even for two products, is refused.
  const wanted = new Map<string, { bankPartnerId: string; productId: string | null }>();
  let twice: string | null = null;
  for (const b of input.banks) {
    if (wanted.has(b.bankPartnerId)) twice = b.bankPartnerId;
    wanted.set(b.bankPartnerId, { bankPartnerId: b.bankPartnerId, productId: b.productId ?? null });
  }
  const banks = new Map((await repo.activeBanks(deps.db, [...wanted.keys()])).map((b) => [b.id, b.name]));
  for (const w of wanted.values()) {
    if (!banks.has(w.bankPartnerId)) throw validationError('banks', M.unknownBank);
    if (w.productId) {
      const product = await findVisibleProduct(deps.db, user.companyId, w.productId);
      if (!product || product.bank_partner_id !== w.bankPartnerId || product.type !== deal.operation_type) throw validationError('banks', M.unknownProduct);
    }
  }
  if (twice) throw validationError('banks', M.bankTwice(banks.get(twice)!));
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockDeal(trx, deal.id);
    const existing = new Set((await repo.existingBanks(trx, deal.id)).map((e) => e.bank_partner_id));
    const again = [...wanted.keys()].find((k) => existing.has(k));
    if (again) throw validationError('banks', M.alreadySent(banks.get(again)!));
    await repo.insertSubmissions(
      trx,
      [...wanted.values()].map((w) => ({ companyId: user.companyId, dealId: deal.id, bankPartnerId: w.bankPartnerId, productId: w.productId, createdBy: user.id })),
    );
    await afterChange(trx, user, deal, 'bank_sent', { banks: [...wanted.values()].map((w) => banks.get(w.bankPartnerId)) }, 'banks');
  });
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.bank_send', entity: 'deal', entityId: deal.id, data: { banks: [...wanted.values()] } }, meta);
  return { message: M.sent(wanted.size) };
}

async function scopedSubmission(deps: Deps, user: AuthUser, id: string) {
  const s = await repo.findScopedSubmission(deps.db, dealScope(user), id);
  if (!s) throw notFound();
  return s;
}

/** A bank's answer: sent, in analysis, pending (documents asked for), approved (value, conditions) or denied (reason). */
export async function setStatus(deps: Deps, user: AuthUser, input: z.output<typeof ZDealBankStatusRequest>, meta: RequestMeta) {
  const s = await scopedSubmission(deps, user, input.id);
  if (s.chosen && input.status !== 'approved') throw validationError('status', M.chosenNotChangeable);
  // No bank lends more than what backs the credit: a value above the asset's is a typing slip.
  const assetValue = Number(s.asset_value ?? 0);
  if (input.status === 'approved' && assetValue > 0 && (input.approvedValue ?? 0) > assetValue) throw validationError('approvedValue', M.approvedAboveAsset(formatMoney(assetValue)));
  const change: repo.StatusChange = {
    status: input.status,
    approvedValue: input.approvedValue ?? null,
    conditions: input.conditions || null,
    denialReason: input.denialReason || null,
    requestedDocuments: input.requestedDocuments || null,
  };
  const version = await deps.db.transaction().execute(async (trx) => {
    await repo.lockDeal(trx, s.deal_id);
    const row = await repo.updateStatus(trx, s.id, input.version, change);
    if (!row) throw conflict();
    await afterChange(
      trx,
      user,
      { id: s.deal_id, pipeline_key: s.pipeline_key },
      'bank_status',
      {
        bank: s.bank_name,
        status: input.status,
        ...(input.status === 'approved' ? { approvedValue: change.approvedValue, conditions: change.conditions } : {}),
        ...(input.status === 'denied' ? { reason: change.denialReason } : {}),
        ...(input.status === 'pending' ? { requestedDocuments: change.requestedDocuments } : {}),
      },
      'approvedValue',
    );
    return row.version;
  });
  deps.caches.dropDealList(user.companyId);
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: 'deal.bank_status', entity: 'deal', entityId: s.deal_id, data: { submissionId: s.id, from: s.status, to: input.status } },
    meta,
  );
  return { message: M.statusChanged(s.bank_name, BANK_SUBMISSION_STATUS_LABEL[input.status]), version };
}

/**
 * The customer's choice: only an approved submission; the others stop being chosen, the bank (and product) becomes
 * the deal's and the commission follows it — until the commission is paid or cancelled, when the choice is final.
 */
export async function choose(deps: Deps, user: AuthUser, input: z.output<typeof ZDealBankChooseRequest>, meta: RequestMeta) {
  const s = await scopedSubmission(deps, user, input.id);
  if (s.status !== 'approved') throw validationError('id', M.onlyApprovedChosen);
  if (await commissionClosed(deps.db, s.deal_id)) throw validationError('id', M.commissionClosed);
  const deal = await findScopedDeal(deps.db, dealScope(user), s.deal_id);
  if (!deal) throw notFound();
  // A submission without a product keeps the deal's product when it is of the same bank.
  const productId = s.product_id ?? (deal.bank_partner_id === s.bank_partner_id ? deal.product_id : null);
  const result = await deps.db.transaction().execute(async (trx) => {
    await repo.lockDeal(trx, s.deal_id);
    if (await commissionClosed(trx, s.deal_id, { forUpdate: true })) throw validationError('id', M.commissionClosed);
    const row = await repo.choose(trx, s.deal_id, s.id, input.version);
    if (!row) throw conflict();
    const dealVersion = await setDealBank(trx, s.deal_id, s.bank_partner_id, productId);
    await afterChange(trx, user, deal, 'bank_chosen', { bank: s.bank_name, approvedValue: Number(s.approved_value) }, 'id');
    return { version: row.version, dealVersion };
  });
  deps.caches.dropDealList(user.companyId);
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: 'deal.bank_choose', entity: 'deal', entityId: s.deal_id, data: { submissionId: s.id, bankPartnerId: s.bank_partner_id } },
    meta,
  );
  return { message: M.chosen(s.bank_name), ...result };
}

/** Takes a bank off the deal (a mistake, or the broker withdrew it); never the chosen one. */
export async function remove(deps: Deps, user: AuthUser, id: string, meta: RequestMeta) {
  const s = await scopedSubmission(deps, user, id);
  if (s.chosen) throw validationError('id', M.chosenNotRemovable);
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockDeal(trx, s.deal_id);
    if (!(await repo.removeSubmission(trx, s.id))) throw validationError('id', M.chosenNotRemovable);
    await afterChange(trx, user, { id: s.deal_id, pipeline_key: s.pipeline_key }, 'bank_removed', { bank: s.bank_name }, 'id');
  });
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.bank_remove', entity: 'deal', entityId: s.deal_id, data: { submissionId: s.id } }, meta);
  return { message: M.removed(s.bank_name) };
}
