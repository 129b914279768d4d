import { sql } from 'kysely';
import type { z } from 'zod';
import { PIPELINES, pipelineByKey, pipelineBySlug, pipelineForOperation, pipelineSlug, semaphore, type PipelineDefinition, type Semaphore } from '../../../shared/pipelines.ts';
import type { ChecklistAssociate } from '../../../shared/documents.ts';
import type { BankPictureItem } from '../../../shared/bank-submissions.ts';
import { onlyAlphanumeric } from '../../../shared/format.ts';
import type { TDealCreateParsed, ZBoardRequest, ZDealCreateRequest, ZDealListRequest, ZDealMoveRequest, ZIdentityCard, ZIncome, ZRealtyAsset, ZVehicleAsset } from '../../../shared/schemas/deals.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuthUser } from '../auth/session.ts';
import { DEAL_EVENTS_CHANNEL, publish, type BoardEvent } from './board-events.ts';
import { readCaches, reusableAnswer } from '../../lib/read-cache.ts';
import * as repo from './deals.repository.ts';
import { attachCustomer, checklistPerson, resolveBankPartner } from './deal-associates.ts';
import { dealScope } from './deal-scope.ts';
import { createChecklist, listDocuments } from './documents.service.ts';
import { simulationScope } from '../simulation/saved-simulations.service.ts';
import { findSimulation } from '../simulation/simulations.repository.ts';
import { onDealStage } from '../commissions/commissions.service.ts';
import { approvalDate } from '../deal-submissions/deal-submissions.repository.ts';
import { suggestionFor } from '../tasks/stage-tasks.service.ts';

/** A deal's asset as stored (the create schema's output). */
export type DealAsset = z.output<typeof ZRealtyAsset> | z.output<typeof ZVehicleAsset>;

export { dealScope };
import { expectedRelease } from './release-estimate.ts';
import { customerMatches } from './customer-link.service.ts';

const DAY_MS = 86_400_000;
export { DEAL_EVENTS_CHANNEL, publish, type BoardEvent };

export const notFound = () => new AppError('ENTITY_NOT_FOUND_ERROR', 'Negócio não encontrado');
export const conflict = () => new AppError('CONFLICT_ERROR', 'Este negócio foi alterado por outra pessoa. Atualize a página para ver a versão atual');

export interface BoardCard {
  id: string;
  number: number;
  customerName: string | null;
  operationValue: number;
  bankName: string | null;
  owner: { id: string; name: string };
  origin: string;
  daysInStage: number;
  semaphore: Semaphore;
  version: number;
  /** The banks the deal was sent to, each with its answer (issue 15). */
  banks: BankPictureItem[];
  /** An open task of the deal is past due (the card's red badge). */
  hasOverdueTask: boolean;
}

export interface BoardColumn {
  stage: string;
  label: string;
  color: string;
  slaDays: number;
  count: number;
  totalValue: number;
  cards: BoardCard[];
}

/** Every pipeline with its slug and stages (the sidebar lists them; the board route resolves its slug). */
export function listPipelines() {
  return PIPELINES.map((p) => ({ key: p.key, name: p.name, slug: pipelineSlug(p.name), segment: p.segment, operationType: p.operationType, stages: p.stages }));
}

export function resolvePipeline(keyOrSlug: string): PipelineDefinition {
  const p = pipelineByKey(keyOrSlug) ?? pipelineBySlug(keyOrSlug);
  if (!p) throw new AppError('ENTITY_NOT_FOUND_ERROR', 'Quadro não encontrado');
  return p;
}

/** A board: every stage in order with its cards, count, total credit value and each card's SLA signal. */
export async function board(deps: Deps, user: AuthUser, input: z.output<typeof ZBoardRequest>, now = new Date()) {
  const p = resolvePipeline(input.pipeline);
  const rows = await repo.boardCards(deps.db, dealScope(user), {
    pipelineKey: p.key,
    ownerId: input.owner === 'mine' ? user.id : undefined,
    search: input.search || undefined,
    bankPartnerId: input.bankPartnerId,
  });
  const columns: BoardColumn[] = p.stages.map((s) => ({ stage: s.key, label: s.label, color: s.color, slaDays: s.slaDays, count: 0, totalValue: 0, cards: [] }));
  const byStage = new Map(columns.map((c) => [c.stage, c]));
  const stageDef = new Map(p.stages.map((s) => [s.key, s]));
  for (const r of rows) {
    const column = byStage.get(r.stage);
    if (!column) continue;
    const daysInStage = Math.max(0, (now.getTime() - r.stage_entered_at.getTime()) / DAY_MS);
    const value = Number(r.operation_value);
    column.count++;
    column.totalValue += value;
    column.cards.push({
      id: r.id,
      number: Number(r.number),
      customerName: r.customer_name,
      operationValue: value,
      bankName: r.bank_name,
      owner: { id: r.owner_id, name: r.owner_name },
      origin: r.origin,
      daysInStage: Math.floor(daysInStage),
      semaphore: semaphore(stageDef.get(r.stage)!, daysInStage),
      version: r.version,
      banks: r.banks ?? [],
      hasOverdueTask: !!r.has_overdue_task,
    });
  }
  for (const c of columns) c.totalValue = Math.round(c.totalValue * 100) / 100;
  return { pipeline: { key: p.key, name: p.name, slug: pipelineSlug(p.name), segment: p.segment }, columns };
}

/** Who a new deal belongs to: company and affiliate, its owner, and who created it (null: the customer, on a public link). */
export interface DealOwnership {
  companyId: string;
  subsidiaryId: string;
  ownerId: string;
  createdBy: string | null;
}

/**
 * Writes a deal in the first stage of its pipeline, inside the caller's transaction: the deal (numbered per company
 * by the database), its people (the deal's own copy, each linked to a stored customer only as `attachCustomer`
 * allows), its document checklist and the "created" timeline event, and tells open boards.
 * `actor` null: a visitor on a public link — nothing stored is linked or changed, and what they sent is kept as sent.
 */
export async function insertDeal(
  trx: Database,
  who: DealOwnership,
  input: TDealCreateParsed,
  opts: { bankPartnerId: string | null; actor: AuthUser | null },
): Promise<{ id: string; number: number; pipelineKey: string }> {
  const p = pipelineForOperation(input.operationType);
  const firstStage = p.stages[0].key;
  const top = await repo.edgePosition(trx, who.companyId, p.key, firstStage, 'first');
  const deal = await trx
    .insertInto('deals')
    .values({
      company_id: who.companyId,
      subsidiary_id: who.subsidiaryId,
      owner_id: who.ownerId,
      created_by: who.createdBy,
      pipeline_key: p.key,
      stage: firstStage,
      position: top === null ? 1024 : top - 1024,
      operation_type: input.operationType,
      origin: input.origin,
      operation_value: input.operationValue.toFixed(2),
      objective: input.objective ?? null,
      deadline: input.deadline,
      defense: input.defense ?? null,
      down_payment: input.downPayment?.toFixed(2) ?? null,
      financed_value: input.financedValue?.toFixed(2) ?? null,
      is_property_already_chosen: input.asset.kind === 'realty' ? input.asset.isPropertyAlreadyChosen : null,
      asset: JSON.stringify(input.asset),
      asset_value: input.asset.value.toFixed(2),
      product_id: input.productId ?? null,
      bank_partner_id: opts.bankPartnerId,
      simulation_id: input.simulationId ?? null,
      public_submission: opts.actor ? null : JSON.stringify(publicSubmissionOf(input)),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  const checklistPeople: ChecklistAssociate[] = [];
  for (const [position, a] of input.associates.entries()) {
    const customerId = await attachCustomer(trx, opts.actor, who.companyId, a);
    const associateId = await repo.insertAssociate(trx, deal.id, customerId, position, a);
    const person = checklistPerson(associateId, a);
    if (person) checklistPeople.push(person);
  }
  await createChecklist(trx, deal.id, who.companyId, input.asset.kind, checklistPeople);
  const byCustomer = who.createdBy === null;
  await repo.insertEvent(trx, { dealId: deal.id, companyId: who.companyId, actorUserId: who.createdBy, kind: 'created', data: { stage: firstStage, origin: input.origin, ...(byCustomer ? { actor: 'customer' } : {}) } });
  await publish(trx, { companyId: who.companyId, pipelineKey: p.key, dealId: deal.id, kind: 'created', actorUserId: who.createdBy });
  return { id: deal.id, number: Number(deal.number), pipelineKey: p.key };
}

/** A visitor's submission as sent (the people and the operation), for the tracking link and its data export. */
function publicSubmissionOf(input: TDealCreateParsed) {
  return {
    associates: input.associates.map((a) => ({ ...a, document: onlyAlphanumeric(a.document) })),
    operation: { operationType: input.operationType, operationValue: input.operationValue, deadline: input.deadline, objective: input.objective ?? null, asset: input.asset },
  };
}

/** Creates a deal in the first stage of its pipeline; its people become (or update) customers the user may see. */
export async function create(deps: Deps, user: AuthUser, input: z.output<typeof ZDealCreateRequest>, meta: RequestMeta): Promise<{ message: string; id: string; number: number }> {
  const bankPartnerId = await resolveBankPartner(deps.db, user, input);
  let ownerId = user.id;
  if (input.ownerId && input.ownerId !== user.id) {
    if (!user.permissions.has('deal/changeResponsible')) throw new AppError('FORBIDDEN_ERROR', 'Você não pode cadastrar negócios para outra pessoa');
    // The people changeResponsible accepts: an affiliate administrator hands deals only within the affiliate (R5).
    const affiliate = dealScope(user).subsidiaryId;
    let owner = deps.db.selectFrom('users').select('id').where('id', '=', input.ownerId).where('company_id', '=', user.companyId).where('active', '=', true);
    if (affiliate) owner = owner.where('subsidiary_id', '=', affiliate);
    const found = await owner.executeTakeFirst();
    if (!found) throw validationError('ownerId', 'Selecione um responsável da empresa');
    ownerId = found.id;
  }
  // Only a saved simulation of the company (the deal page shows it to who may reopen it): another company's, a deleted
  // or a made-up id answer alike (R4/R5: unchecked, a foreign id was linked across tenants and an unknown one failed
  // on the foreign key as a 500).
  if (input.simulationId && !(await findSimulation(deps.db, { companyId: user.companyId }, input.simulationId))) {
    throw validationError('simulationId', 'Simulação não encontrada');
  }
  const created = await deps.db
    .transaction()
    .execute((trx) => insertDeal(trx, { companyId: user.companyId, subsidiaryId: user.subsidiaryId, ownerId, createdBy: user.id }, input, { bankPartnerId, actor: user }));
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.create', entity: 'deal', entityId: created.id }, meta);
  return { message: 'Negócio cadastrado com sucesso!', id: created.id, number: created.number };
}

/** Position between the two neighbours the card was dropped between (float midpoint), or at an edge. */
async function targetPosition(deps: Deps, companyId: string, pipelineKey: string, stage: string, beforeId?: string | null, afterId?: string | null): Promise<number> {
  const ids = [beforeId, afterId].filter((v): v is string => !!v);
  const found = new Map((await repo.positionsOf(deps.db, companyId, pipelineKey, stage, ids)).map((r) => [r.id, Number(r.position)]));
  const before = beforeId ? found.get(beforeId) : undefined;
  const after = afterId ? found.get(afterId) : undefined;
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + 1024;
  if (after !== undefined) return after - 1024;
  const last = await repo.edgePosition(deps.db, companyId, pipelineKey, stage, 'last');
  return last === null ? 1024 : last + 1024;
}

/**
 * Moves a card to a stage and position. The client sends the version it saw: if someone else changed the deal in
 * between, nothing is written and the mover gets a conflict message. Denial needs a reason and a detailed reason.
 */
export async function move(deps: Deps, user: AuthUser, input: z.output<typeof ZDealMoveRequest>, meta: RequestMeta) {
  const deal = await repo.findScopedDeal(deps.db, dealScope(user), input.id);
  if (!deal) throw notFound();
  const p = resolvePipeline(deal.pipeline_key);
  const stage = p.stages.find((s) => s.key === input.stage);
  if (!stage) throw validationError('stage', 'Etapa inexistente neste quadro');
  const position = await targetPosition(deps, user.companyId, p.key, stage.key, input.beforeId, input.afterId);
  const stageChanged = deal.stage !== stage.key;
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('deals')
      .set({
        stage: stage.key,
        position,
        version: sql`version + 1`,
        updated_at: sql`now()`,
        ...(stageChanged ? { stage_entered_at: sql`now()` } : {}),
        ...(stage.key === 'denied' ? { status_reason: input.statusReason ?? null, detailed_denial_reason: input.detailedDenialReason ?? null } : {}),
        closed_at: stage.final ? sql`coalesce(closed_at, now())` : null,
      })
      .where('id', '=', deal.id)
      .where('version', '=', input.version)
      .returning(['version'])
      .executeTakeFirst();
    if (!row) return null;
    await publish(trx, { companyId: user.companyId, pipelineKey: p.key, dealId: deal.id, kind: stageChanged ? 'moved' : 'reordered', actorUserId: user.id });
    if (stageChanged) {
      await onDealStage(trx, deal, stage.key, user.id);
      const days = Math.round(((Date.now() - deal.stage_entered_at.getTime()) / DAY_MS) * 10) / 10;
      await repo.insertEvent(trx, {
        dealId: deal.id,
        companyId: user.companyId,
        actorUserId: user.id,
        kind: stage.key === 'denied' ? 'denied' : 'stage_changed',
        data: { from: deal.stage, to: stage.key, daysInPreviousStage: days, statusReason: input.statusReason, detailedDenialReason: input.detailedDenialReason },
      });
    }
    return row;
  });
  if (!updated) throw conflict();
  deps.caches.dropDealList(user.companyId);
  if (stageChanged) await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.move', entity: 'deal', entityId: deal.id, data: { from: deal.stage, to: stage.key } }, meta);
  // A stage with a suggested next task offers it (the user creates it with one click; nothing is created here).
  const suggestedTask = stageChanged ? await suggestionFor(deps.db, user.companyId, p.key, stage.key) : null;
  return { message: stageChanged ? `Negócio movido para ${stage.label}` : 'Ordem atualizada', version: updated.version, stage: stage.key, position, suggestedTask };
}

export async function comment(deps: Deps, user: AuthUser, id: string, text: string): Promise<{ message: string }> {
  const deal = await repo.findScopedDeal(deps.db, dealScope(user), id);
  if (!deal) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertEvent(trx, { dealId: id, companyId: user.companyId, actorUserId: user.id, kind: 'comment', data: { comment: text } });
    await publish(trx, { companyId: user.companyId, pipelineKey: deal.pipeline_key, dealId: id, kind: 'comment', actorUserId: user.id });
  });
  return { message: 'Comentário adicionado' };
}

/** How long one person's repeated opening of a deal counts as one access in the log. */
const VIEW_LOG_MINUTES = 10;

/** Access to a deal's personal data is logged (LGPD), once per person and deal every few minutes (live refetches). */
async function logView(deps: Deps, user: AuthUser, dealId: string, meta?: RequestMeta): Promise<void> {
  const recent = await deps.db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_user_id', '=', user.id)
    .where('entity_id', '=', dealId)
    .where('action', '=', 'deal.view')
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${VIEW_LOG_MINUTES})`)
    .executeTakeFirst();
  if (!recent) await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.view', entity: 'deal', entityId: dealId }, meta);
}

/** A deal with its associates and timeline (newest first). */
export async function get(deps: Deps, user: AuthUser, id: string, meta?: RequestMeta) {
  const deal = await repo.findScopedDeal(deps.db, dealScope(user), id);
  if (!deal) throw notFound();
  await logView(deps, user, deal.id, meta);
  const p = resolvePipeline(deal.pipeline_key);
  const [associates, events, byCompany, byBank, owner, documents, links, approvedAt] = await Promise.all([
    repo.dealAssociates(deps.db, id),
    repo.dealEvents(deps.db, id),
    repo.averageStageDays(deps.db, deal.company_id, deal.pipeline_key),
    deal.bank_partner_id ? repo.averageStageDays(deps.db, deal.company_id, deal.pipeline_key, deal.bank_partner_id) : Promise.resolve(new Map<string, number>()),
    deps.db.selectFrom('users').select(['id', 'name']).where('id', '=', deal.owner_id).executeTakeFirstOrThrow(),
    listDocuments(deps.db, id),
    repo.dealLinks(deps.db, deal, simulationScope(user).userId),
    approvalDate(deps.db, id),
  ]);
  const matches = await customerMatches(deps, user, deal.company_id, associates);
  const now = new Date();
  const daysInStage = (now.getTime() - deal.stage_entered_at.getTime()) / DAY_MS;
  return {
    id: deal.id,
    number: Number(deal.number),
    pipeline: { key: p.key, name: p.name, slug: pipelineSlug(p.name) },
    stage: deal.stage,
    stageLabel: p.stages.find((s) => s.key === deal.stage)?.label ?? deal.stage,
    version: deal.version,
    owner,
    daysInStage: Math.floor(daysInStage),
    semaphore: semaphore(p.stages.find((s) => s.key === deal.stage) ?? p.stages[0], daysInStage),
    expectedRelease: expectedRelease(p.stages, deal.stage, daysInStage, { byBank, byCompany }, now, approvedAt),
    operationType: deal.operation_type,
    origin: deal.origin,
    operationValue: Number(deal.operation_value),
    deadline: deal.deadline,
    objective: deal.objective,
    defense: deal.defense,
    asset: deal.asset as DealAsset,
    assetValue: Number(deal.asset_value),
    downPayment: deal.down_payment === null ? null : Number(deal.down_payment),
    financedValue: deal.financed_value === null ? null : Number(deal.financed_value),
    statusReason: deal.status_reason,
    detailedDenialReason: deal.detailed_denial_reason,
    createdAt: deal.created_at,
    closedAt: deal.closed_at,
    /** The simulation the deal came from, when the reader may reopen it. */
    simulation: links.simulation,
    bank: links.bank,
    product: links.product,
    associates: associates.map((a, i) => ({
      ...a,
      customerMatch: matches[i],
      monthly_billing: a.monthly_billing === null ? null : Number(a.monthly_billing),
      identity_card: a.identity_card as z.output<typeof ZIdentityCard> | null,
      incomes: (a.incomes ?? []) as z.output<typeof ZIncome>[],
    })),
    documents,
    events: events.map((e) => ({ id: e.id, kind: e.kind, data: e.data as Record<string, unknown>, createdAt: e.created_at, actorName: e.actor_name })),
  };
}

/** Hands the deal to another user of the company (within the changer's visibility); who and when go to the timeline. */
export async function changeResponsible(deps: Deps, user: AuthUser, input: { id: string; userId: string; version: number }, meta: RequestMeta): Promise<{ message: string; version: number }> {
  const scope = dealScope(user);
  const deal = await repo.findScopedDeal(deps.db, scope, input.id);
  if (!deal) throw notFound();
  let target = deps.db.selectFrom('users').select(['id', 'name']).where('id', '=', input.userId).where('company_id', '=', user.companyId).where('active', '=', true);
  if (scope.subsidiaryId) target = target.where('subsidiary_id', '=', scope.subsidiaryId);
  const to = await target.executeTakeFirst();
  if (!to) throw validationError('userId', 'Selecione um responsável da sua equipe');
  const from = await deps.db.selectFrom('users').select(['id', 'name']).where('id', '=', deal.owner_id).executeTakeFirstOrThrow();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('deals')
      .set({ owner_id: to.id, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', deal.id)
      .where('version', '=', input.version)
      .returning('version')
      .executeTakeFirst();
    if (!row) return null;
    await repo.insertEvent(trx, { dealId: deal.id, companyId: user.companyId, actorUserId: user.id, kind: 'responsible_changed', data: { from, to } });
    await publish(trx, { companyId: user.companyId, pipelineKey: deal.pipeline_key, dealId: deal.id, kind: 'responsible_changed', actorUserId: user.id });
    return row;
  });
  if (!updated) throw conflict();
  deps.caches.dropDealList(user.companyId);
  await recordAudit(deps.db, { companyId: user.companyId, actorUserId: user.id, action: 'deal.change_responsible', entity: 'deal', entityId: deal.id, data: { from: from.id, to: to.id } }, meta);
  return { message: `Responsável alterado para ${to.name}`, version: updated.version };
}

/** Who the user may hand a deal to (the same people changeResponsible accepts): active, of the company or affiliate. */
export function assignableUsers(deps: Deps, user: AuthUser) {
  return repo.assignableUsers(deps.db, user.companyId, dealScope(user).subsidiaryId);
}

/** A page of the deals the user can see (newest first), for lists and exports. */
export async function list(deps: Deps, user: AuthUser, input: z.output<typeof ZDealListRequest>): Promise<DealListPage> {
  const p = input.pipeline ? resolvePipeline(input.pipeline) : undefined;
  const scope = dealScope(user);
  const filters: repo.DealListFilters = { pipelineKey: p?.key, stage: input.stage, ownerId: input.owner === 'mine' ? user.id : undefined, search: input.search || undefined, bankPartnerId: input.bankPartnerId };
  const caches = readCaches(deps);
  if (!caches) return listAnswer(await repo.listDeals(deps.db, scope, filters, input.page, input.size), input);
  // Counting a large company's deals is most of the list's cost, and the same filters are counted again and again:
  // with the instance's read caches on, the exact total of a (scope, filters) is remembered, and so is each page's
  // answer, until the company's deals, proponents, customers, owners' or banks' names change (published by the
  // database on every instance, and dropped by the code writing them here before it answers; lib/read-cache.ts).
  const key = JSON.stringify([scope.companyId, scope.subsidiaryId ?? null, scope.ownerId ?? null, filters.pipelineKey ?? null, filters.stage ?? null, filters.ownerId ?? null, filters.search ?? null, filters.bankPartnerId ?? null]);
  return (await caches.dealPages.read(`${key} ${input.page} ${input.size}`, scope.companyId, async () => {
    let rows: ListRows | undefined;
    const total = await caches.dealCounts.read(key, scope.companyId, async () => {
      const both = await repo.listDeals(deps.db, scope, filters, input.page, input.size);
      rows = both.rows;
      return both.total;
    });
    rows ??= await repo.listDealsPage(deps.db, scope, filters, input.page, input.size);
    // Served again as it is to whoever asks the same: frozen, and serialized once (lib/read-cache.ts).
    return reusableAnswer(listAnswer({ rows, total }, input));
  })) as DealListPage;
}

type ListRows = Awaited<ReturnType<typeof repo.listDealsPage>>;
export type DealListPage = ReturnType<typeof listAnswer>;

function listAnswer({ rows, total }: { rows: ListRows; total: number }, input: { page: number; size: number }) {
  return {
    items: rows.map((r) => {
      const pipeline = pipelineByKey(r.pipeline_key);
      return {
        id: r.id,
        number: Number(r.number),
        pipeline: pipeline ? { key: pipeline.key, name: pipeline.name, slug: pipelineSlug(pipeline.name) } : null,
        stage: r.stage,
        stageLabel: pipeline?.stages.find((s) => s.key === r.stage)?.label ?? r.stage,
        operationType: r.operation_type,
        operationValue: Number(r.operation_value),
        origin: r.origin,
        customerName: r.customer_name,
        ownerName: r.owner_name,
        bankName: r.bank_name,
        createdAt: r.created_at,
      };
    }),
    total,
    page: input.page,
    size: input.size,
    totalPages: Math.ceil(total / input.size),
  };
}
