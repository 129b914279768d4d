import type { z } from 'zod';
import {
  COMMISSION_STATUSES,
  type CommissionStatus,
  commissionBelowTransactions,
  commissionCents,
  commissionStatusCode,
  DEFAULT_RATE_BPS,
  FORECAST_STAGES,
  fromCents,
  isFinalCommissionStatus,
  NEXT_COMMISSION_STATUS,
  type TransactionStatus,
  toCents,
  transactionAboveCommission,
  transactionStatusCode,
} from '../../../shared/commissions.ts';
import { DEAL_STAGE_MESSAGES } from '../../../shared/messages.ts';
import { COMMISSION_STATUS } from '../../../shared/options.ts';
import { PIPELINES, RELEASED_STAGE } from '../../../shared/pipelines.ts';
import type {
  ZCommissionAdvanceRequest,
  ZCommissionCancelRequest,
  ZCommissionListRequest,
  ZCommissionUpdateRequest,
  ZTransactionCreateRequest,
  ZTransactionStatusRequest,
} from '../../../shared/schemas/commissions.ts';
import type { DealOperationType } from '../../../shared/schemas/deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { bankPartnersByIds, existingBankPartnerIds } from '../bank-partners/bank-partners.repository.ts';
import { companyName } from '../companies/companies.repository.ts';
import { commissionBanks } from '../deal-submissions/deal-submissions.repository.ts';
import { insertEvent } from '../deals/deal-timeline.repository.ts';
import * as transactionsRepo from './commission-transactions.repository.ts';
import * as repo from './commissions.repository.ts';

const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Comissão não encontrada');
const conflict = () => new AppError('CONFLICT_ERROR', 'Esta comissão foi alterada por outra pessoa. Atualize a página para ver a versão atual.');

/**
 * Commission visibility (docs/design/product-spec.md §6, as deals): the company's,
 * the affiliate's, or the user's own deals'.
 */
export function commissionScope(user: AuthUser): repo.CommissionScope {
  if (user.permissions.has('commission/viewCompany')) return { companyId: user.companyId };
  if (user.permissions.has('deal/viewSubsidiary')) return { companyId: user.companyId, subsidiaryId: user.subsidiaryId };
  return { companyId: user.companyId, ownerId: user.id };
}

type CommissionRow = NonNullable<Awaited<ReturnType<typeof repo.findScopedCommission>>>;

/**
 * A commission as the API answers it: money in cents and reais, the status in both
 * readings of docs/design/product-spec.md §3.
 */
function present(r: Omit<CommissionRow, 'company_id'> & { owner_id: string; owner_name: string }) {
  const status = r.status as CommissionStatus;
  return {
    id: r.id,
    deal: { id: r.deal_id, number: Number(r.deal_number), operationType: r.operation_type, stage: r.deal_stage, customerName: r.customer_name },
    status,
    statusCode: commissionStatusCode(status),
    statusLabel: COMMISSION_STATUS[status],
    nextStatus: NEXT_COMMISSION_STATUS[status] ?? null,
    source: r.source,
    approvedValueCents: r.approved_value_cents,
    approvedValue: fromCents(r.approved_value_cents),
    ratePercent: r.rate_bps / 100,
    commissionAmountCents: r.amount_cents,
    commissionAmount: fromCents(r.amount_cents),
    dueDate: r.due_date,
    invoiceNumber: r.invoice_number,
    paidAt: r.paid_at,
    cancelReason: r.cancel_reason,
    vehiclePlate: r.vehicle_plate,
    bank: r.bank_partner_id ? { id: r.bank_partner_id, name: r.bank_name } : null,
    banks: r.banks,
    owner: { id: r.owner_id, name: r.owner_name },
    statusChangedAt: r.status_changed_at,
    version: r.version,
    createdAt: r.created_at,
  };
}

/** A page of commissions with the totals of the filters, by status (count and cents). */
export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZCommissionListRequest>) {
  const scope = commissionScope(user);
  const filters: repo.CommissionFilters = { status: input.status, from: input.from, to: input.to, ownerId: input.ownerId, bankPartnerId: input.bankPartnerId, search: input.search || undefined };
  const [rows, byStatus] = await Promise.all([repo.listCommissions(deps.db, scope, filters, input.page, input.size), repo.totalsByStatus(deps.db, scope, filters)]);
  const totals = COMMISSION_STATUSES.map((s) => {
    const t = byStatus.find((b) => b.status === s);
    return { status: s, statusCode: commissionStatusCode(s), statusLabel: COMMISSION_STATUS[s], count: Number(t?.count ?? 0), cents: Number(t?.cents ?? 0) };
  });
  const total = totals.reduce((n, t) => n + t.count, 0);
  return {
    items: rows.map((r) => present(r)),
    totals,
    /** What is still to be received: forecast, invoice pending and payment pending. */
    openCents: totals.filter((t) => !isFinalCommissionStatus(t.status)).reduce((n, t) => n + t.cents, 0),
    page: input.page,
    size: input.size,
    total,
    totalPages: Math.ceil(total / input.size),
  };
}

export async function get(deps: Deps, user: AuthUser, id: string) {
  const row = await repo.findScopedCommission(deps.db, commissionScope(user), id);
  if (!row) throw notFound();
  const caseBankIds = [...new Set([row.banks.chosen, row.banks.preferred, ...row.banks.inAnalysis, ...row.banks.approved].filter((b): b is string => !!b))];
  const [transactions, caseBanks] = await Promise.all([transactionsRepo.transactionsOf(deps.db, id), caseBankIds.length ? bankPartnersByIds(deps.db, caseBankIds) : []]);
  return {
    ...present(row),
    /** The names of the banks of the case (`banks` holds their ids). */
    bankNames: Object.fromEntries(caseBanks.map((b) => [b.id, b.name])) as Record<string, string>,
    transactions: transactions.map((t) => ({
      id: t.id,
      receiver: t.receiver,
      description: t.description,
      amountCents: t.amount_cents,
      amount: fromCents(t.amount_cents),
      dueDate: t.due_date,
      status: t.status as TransactionStatus,
      statusCode: transactionStatusCode(t.status as TransactionStatus),
      flow: t.flow as 1 | 2,
      paidAt: t.paid_at,
    })),
  };
}

async function manageable(deps: Deps, user: AuthUser, id: string): Promise<CommissionRow> {
  const row = await repo.findScopedCommission(deps.db, commissionScope(user), id);
  if (!row) throw notFound();
  return row;
}

/** Versioned update of one commission; nothing changes when someone else changed it first. */
async function writeCommission(
  db: Database,
  id: string,
  version: number,
  ...change: Parameters<typeof repo.writeCommission> extends [Database, string, number, ...infer C] ? C : never
): Promise<number> {
  const written = await repo.writeCommission(db, id, version, ...change);
  if (written === undefined) throw conflict();
  return written;
}

/** The company's agreement for this commission: approved value, rate, source, due date and the banks of the case. */
export async function update(deps: Deps, user: AuthUser, input: z.output<typeof ZCommissionUpdateRequest>, meta: RequestMeta) {
  const row = await manageable(deps, user, input.id);
  if (isFinalCommissionStatus(row.status as CommissionStatus)) throw validationError('status', 'Uma comissão paga ou cancelada não pode ser alterada');
  const bankIds = [input.bankPartnerId, input.banks.chosen, input.banks.preferred, ...input.banks.inAnalysis, ...input.banks.approved].filter((v): v is string => !!v);
  if (bankIds.length) {
    const known = await existingBankPartnerIds(deps.db, [...new Set(bankIds)]);
    if (known.length !== new Set(bankIds).size) throw validationError('bankPartnerId', 'Selecione uma instituição financeira');
  }
  const approvedCents = toCents(input.approvedValue);
  const rateBps = Math.round(input.ratePercent * 100);
  const amountCents = commissionCents(approvedCents, rateBps);
  const version = await deps.db.transaction().execute(async (trx) => {
    // Under the commission's lock, as a new transaction is checked: an outflow added meanwhile cannot slip under a
    // lowered amount, nor this edit under an outflow.
    const current = await repo.lockCommissionAmount(trx, row.id);
    if (isFinalCommissionStatus(current.status as CommissionStatus)) throw validationError('status', 'Uma comissão paga ou cancelada não pode ser alterada');
    if (amountCents < current.amount_cents) {
      const transactions = (await transactionsRepo.transactionsOf(trx, row.id)).map((t) => ({ flow: t.flow, status: t.status, amountCents: t.amount_cents }));
      const below = commissionBelowTransactions(amountCents, transactions);
      // Said on the figure that lowered it: the approved value, unless only the rate went down.
      if (below) throw validationError(approvedCents < row.approved_value_cents || rateBps >= row.rate_bps ? 'approvedValue' : 'ratePercent', below);
    }
    return writeCommission(trx, row.id, input.version, {
      approved_value_cents: approvedCents,
      rate_bps: rateBps,
      amount_cents: amountCents,
      source: input.source,
      due_date: input.dueDate,
      bank_partner_id: input.bankPartnerId,
      banks: JSON.stringify(input.banks),
    });
  });
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'commission.update', entity: 'commission', entityId: row.id }, meta);
  return { message: 'Comissão atualizada', version };
}

/**
 * One step along the flow (docs/design/product-spec.md §4); paying it records the
 * inflow from the bank as a paid transaction.
 */
export async function advance(deps: Deps, user: AuthUser, input: z.output<typeof ZCommissionAdvanceRequest>, meta: RequestMeta) {
  const row = await manageable(deps, user, input.id);
  const current = row.status as CommissionStatus;
  if (NEXT_COMMISSION_STATUS[current] !== input.to) {
    throw validationError(
      'to',
      isFinalCommissionStatus(current)
        ? `Comissão já está como ${COMMISSION_STATUS[current]}`
        : `De ${COMMISSION_STATUS[current]} a comissão só pode ir para ${COMMISSION_STATUS[NEXT_COMMISSION_STATUS[current]!]}`,
    );
  }
  const version = await deps.db.transaction().execute(async (trx) => {
    const v = await writeCommission(
      trx,
      row.id,
      input.version,
      {
        status: input.to,
        ...(input.to === 'PAYMENT_PENDING' ? { invoice_number: input.invoiceNumber } : {}),
        ...(input.to === 'PAID' ? { paid_at: new Date(`${input.paidAt}T12:00:00Z`) } : {}),
      },
      { statusChanged: true },
    );
    // The money the bank paid comes in to the company (outflows to whoever shares it are added by hand), as far as the
    // inflows already entered (an advance, paid or pending) leave of the commission: together never more than it.
    const entered = input.to === 'PAID' ? (await transactionsRepo.transactionsOf(trx, row.id)).filter((t) => t.flow === 1 && t.status !== 'CANCELED').reduce((n, t) => n + t.amount_cents, 0) : 0;
    if (input.to === 'PAID' && row.amount_cents - entered > 0) {
      await transactionsRepo.insertTransaction(trx, {
        company_id: row.company_id,
        commission_id: row.id,
        receiver: await companyName(trx, row.company_id),
        description: `Comissão do negócio nº ${row.deal_number}${row.bank_name ? ` (${row.bank_name})` : ''}`,
        amount_cents: row.amount_cents - entered,
        due_date: input.paidAt!,
        status: 'PAID',
        flow: 1,
        paid_at: new Date(`${input.paidAt}T12:00:00Z`),
        created_by: user.id,
      });
    }
    await insertEvent(trx, { dealId: row.deal_id, companyId: row.company_id, actorUserId: user.id, kind: 'commission_status', data: { from: current, to: input.to } });
    return v;
  });
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'commission.advance', entity: 'commission', entityId: row.id, data: { from: current, to: input.to } }, meta);
  return { message: `Comissão: ${COMMISSION_STATUS[input.to]}`, version, status: input.to, statusCode: commissionStatusCode(input.to) };
}

/** The operation was cancelled: the commission and its pending transactions are cancelled (a paid one cannot be). */
export async function cancel(deps: Deps, user: AuthUser, input: z.output<typeof ZCommissionCancelRequest>, meta: RequestMeta) {
  const row = await manageable(deps, user, input.id);
  if (isFinalCommissionStatus(row.status as CommissionStatus)) throw validationError('status', `Comissão já está como ${COMMISSION_STATUS[row.status as CommissionStatus]}`);
  const version = await deps.db.transaction().execute(async (trx) => {
    const v = await writeCommission(trx, row.id, input.version, { status: 'CANCELED', cancel_reason: input.reason }, { statusChanged: true });
    await transactionsRepo.cancelPendingTransactions(trx, row.id);
    await insertEvent(trx, { dealId: row.deal_id, companyId: row.company_id, actorUserId: user.id, kind: 'commission_status', data: { from: row.status, to: 'CANCELED', reason: input.reason } });
    return v;
  });
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'commission.cancel', entity: 'commission', entityId: row.id }, meta);
  return { message: 'Comissão cancelada', version };
}

export async function addTransaction(deps: Deps, user: AuthUser, input: z.output<typeof ZTransactionCreateRequest>, meta: RequestMeta) {
  const row = await manageable(deps, user, input.commissionId);
  const amountCents = toCents(input.amount);
  const id = await deps.db.transaction().execute(async (trx) => {
    // Read under the commission's lock: what the other transactions add up to cannot change before this one is in.
    const current = await repo.lockCommissionAmount(trx, row.id);
    if (current.status === 'CANCELED') throw validationError('commissionId', 'Esta comissão foi cancelada');
    const others = (await transactionsRepo.transactionsOf(trx, row.id)).map((t) => ({ flow: t.flow, status: t.status, amountCents: t.amount_cents }));
    const above = transactionAboveCommission(current.amount_cents, others, input.flow, amountCents);
    if (above) throw validationError('amount', above);
    return transactionsRepo.insertTransaction(trx, {
      company_id: row.company_id,
      commission_id: row.id,
      receiver: input.receiver,
      description: input.description,
      amount_cents: amountCents,
      due_date: input.dueDate,
      status: 'PENDING',
      flow: input.flow,
      created_by: user.id,
    });
  });
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'commission.transaction_add', entity: 'commission_transaction', entityId: id }, meta);
  return { message: 'Transação registrada', id };
}

/** Pays or cancels a pending transaction of a commission the user manages. */
export async function setTransactionStatus(deps: Deps, user: AuthUser, input: z.output<typeof ZTransactionStatusRequest>, meta: RequestMeta) {
  const t = await transactionsRepo.findCompanyTransaction(deps.db, user.companyId, input.id);
  if (!t || !(await repo.findScopedCommission(deps.db, commissionScope(user), t.commission_id))) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Transação não encontrada');
  if (t.status !== 'PENDING') throw validationError('status', 'Só transações pendentes podem ser pagas ou canceladas');
  if (input.status === 'PENDING') throw validationError('status', 'Escolha pago ou cancelado');
  await transactionsRepo.settleTransaction(deps.db, t.id, input.status);
  await recordAudit(
    deps.db,
    { companyId: user.companyId, actorUserId: user.id, action: `commission.transaction_${input.status.toLowerCase()}`, entity: 'commission_transaction', entityId: t.id },
    meta,
  );
  return { message: input.status === 'PAID' ? 'Transação paga' : 'Transação cancelada' };
}

/** The label of the stage where the deal's credit is released, on its operation's board. */
function releasedStageLabel(operationType: string): string {
  const pipeline = PIPELINES.find((p) => p.operationType === operationType);
  return pipeline?.stages.find((s) => s.key === RELEASED_STAGE)?.label ?? RELEASED_STAGE;
}

/** What a commission cancelled by its deal's denial says; only such a commission reopens when the deal is taken on again. */
export const DENIAL_CANCEL_REASON = 'Negócio negado';

/** The deal's commission status, or null before its forecast opens (the deal page says what may still change). */
export async function commissionStatusOfDeal(db: Database, dealId: string): Promise<CommissionStatus | null> {
  return ((await repo.commissionOfDeal(db, dealId))?.status as CommissionStatus | undefined) ?? null;
}

/** Whether the deal's commission has been paid: the deal then stays released (it is not denied nor taken back). */
export async function commissionPaid(db: Database, dealId: string): Promise<boolean> {
  return (await commissionStatusOfDeal(db, dealId)) === 'PAID';
}

/**
 * Keeps a deal's commission in step with its stage, inside the move's transaction (docs/design/product-spec.md §4): the
 * contract at the registry (or the release) opens the forecast; the release finishes the process (invoice pending); a
 * denial cancels what is not paid yet.
 */
export async function onDealStage(
  trx: Database,
  deal: { id: string; company_id: string; subsidiary_id: string; owner_id: string; operation_type: string; operation_value: string | number | null; bank_partner_id: string | null; asset: unknown },
  stage: string,
  actorUserId: string | null,
): Promise<void> {
  // Most stages touch no commission: those moves read nothing here (a round trip less on every board move).
  if (stage !== 'denied' && !FORECAST_STAGES.has(stage)) return;
  // Read under the commission's row lock: a payment that committed while this waited is seen (read before the lock, the
  // denial below would cancel a commission just paid).
  const existing = await repo.commissionOfDeal(trx, deal.id, { forUpdate: true });
  const event = (from: string | null, to: string) => insertEvent(trx, { dealId: deal.id, companyId: deal.company_id, actorUserId, kind: 'commission_status', data: { from, to, automatic: true } });
  if (stage === 'denied') {
    // The move checks this before its transaction; a payment may have landed since. A deal whose commission is paid stays released.
    if (existing?.status === 'PAID') throw validationError('stage', DEAL_STAGE_MESSAGES.commissionPaid(releasedStageLabel(deal.operation_type)));
    if (existing && !isFinalCommissionStatus(existing.status as CommissionStatus)) {
      await repo.setCommissionStatus(trx, existing.id, 'CANCELED', DENIAL_CANCEL_REASON);
      await transactionsRepo.cancelPendingTransactions(trx, existing.id);
      await event(existing.status, 'CANCELED');
    }
    return;
  }
  if (!existing) {
    // The bank the customer chose, with its approved value, drives the commission (a deal may
    // go to several banks); else the deal's own.
    const submissions = await commissionBanks(trx, deal.id);
    const bankPartnerId = submissions.chosen?.bankPartnerId ?? deal.bank_partner_id;
    const approvedCents = toCents(submissions.chosen?.approvedValue ?? Number(deal.operation_value ?? 0));
    const rateBps = DEFAULT_RATE_BPS[deal.operation_type as DealOperationType] ?? 100;
    const plate = (deal.asset as { licensePlate?: string } | null)?.licensePlate ?? null;
    const status: CommissionStatus = stage === 'completed' ? 'PENDING_INVOICE' : 'PREVISION';
    await repo.insertCommission(trx, {
      company_id: deal.company_id,
      subsidiary_id: deal.subsidiary_id,
      deal_id: deal.id,
      owner_id: deal.owner_id,
      bank_partner_id: bankPartnerId,
      status,
      approved_value_cents: approvedCents,
      rate_bps: rateBps,
      amount_cents: commissionCents(approvedCents, rateBps),
      vehicle_plate: plate,
      banks: JSON.stringify({ inAnalysis: submissions.inAnalysis, approved: submissions.approved, chosen: bankPartnerId, preferred: null }),
    });
    await event(null, status);
  } else if (existing.status === 'CANCELED' && existing.cancel_reason === DENIAL_CANCEL_REASON) {
    // Denied, then taken on again up to the contract or the release: the commission the denial cancelled comes back
    // (one a manager cancelled stays cancelled), with the banks as they are now and to whoever has the deal now (a
    // cancelled commission stayed with its owner when the deal changed hands; open again, it follows the deal).
    const status: CommissionStatus = stage === 'completed' ? 'PENDING_INVOICE' : 'PREVISION';
    await repo.setCommissionStatus(trx, existing.id, status, null);
    if (existing.owner_id !== deal.owner_id) await repo.setCommissionOwner(trx, existing.id, deal.owner_id);
    await event('CANCELED', status);
    // Back with the banks of now, it is held to the same floor as a change of bank made by hand: below what its
    // transactions already use (a paid outflow outlives the denial), the move is refused on the stage and nothing changes.
    await followBankSubmissions(trx, deal.id, 'stage');
  } else if (stage === 'completed' && existing.status === 'PREVISION') {
    await repo.setCommissionStatus(trx, existing.id, 'PENDING_INVOICE');
    await event('PREVISION', 'PENDING_INVOICE');
  }
}

/**
 * Keeps a deal's commission in step with its banks, inside the change's transaction: the banks by status
 * and, once the customer chose, the chosen bank and its approved value (the amount follows at the commission's
 * rate). A paid or cancelled commission no longer changes. `refuseOn`: a bank change made by hand (the customer's
 * choice, a bank's approved value), or a denied deal taken on again whose commission comes back with the banks of now,
 * that would lower the amount below what its transactions already use is refused on that field, under the
 * commission's lock, as the agreement's edit is.
 */
export async function followBankSubmissions(trx: Database, dealId: string, refuseOn?: string): Promise<void> {
  // Status, rate and amount are read under the commission's row lock: a payment or a cancellation that committed while
  // this waited is seen here, and the commission is left as it is (read before the lock, it would be written over).
  const commission = await repo.commissionOfDeal(trx, dealId, { forUpdate: true });
  if (!commission || isFinalCommissionStatus(commission.status as CommissionStatus)) return;
  const b = await commissionBanks(trx, dealId);
  if (!b.any) return;
  const chosen = b.chosen ? { bankPartnerId: b.chosen.bankPartnerId, approvedCents: toCents(b.chosen.approvedValue) } : null;
  const amountCents = chosen ? commissionCents(chosen.approvedCents, commission.rate_bps) : null;
  if (refuseOn && amountCents !== null && amountCents < commission.amount_cents) {
    const transactions = (await transactionsRepo.transactionsOf(trx, commission.id)).map((t) => ({ flow: t.flow, status: t.status, amountCents: t.amount_cents }));
    const below = commissionBelowTransactions(amountCents, transactions);
    if (below) throw validationError(refuseOn, below);
  }
  await repo.setCommissionBanks(
    trx,
    commission.id,
    { inAnalysis: b.inAnalysis, approved: b.approved, chosen: chosen?.bankPartnerId ?? null, preferred: commission.banks.preferred },
    chosen && amountCents !== null ? { ...chosen, amountCents } : null,
  );
}

/**
 * Whether the deal's commission is paid or cancelled (then the customer's choice of bank can no longer change).
 * `forUpdate`, inside the change's transaction: read under the commission's row lock, so a payment or a cancellation
 * committed while this waited is seen.
 */
export async function commissionClosed(db: Database, dealId: string, opts: { forUpdate?: boolean } = {}): Promise<boolean> {
  const commission = await repo.commissionOfDeal(db, dealId, opts);
  return !!commission && isFinalCommissionStatus(commission.status as CommissionStatus);
}
