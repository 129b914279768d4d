import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { BankPictureItem } from '../../../shared/bank-submissions.ts';
import { personValues, type ParsedAssociate } from '../customers/person-values.ts';

/** Which deals a user sees (spec §6): the company's, their affiliate's, or only their own. */
export type DealScope = { companyId: string; subsidiaryId?: string; ownerId?: string };

export function scopedDeals(db: Database, scope: DealScope) {
  let q = db.selectFrom('deals as d').where('d.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('d.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) q = q.where('d.owner_id', '=', scope.ownerId);
  return q;
}

export interface BoardFilters {
  pipelineKey: string;
  ownerId?: string;
  search?: string;
  bankPartnerId?: string;
}

/** A deal of this bank: its own bank (the customer's choice) or one it was sent to (issue 15). */
function sentToBank(eb: ExpressionBuilder<DB & { d: DB['deals'] }, 'd'>, bankPartnerId: string) {
  return eb.or([
    eb('d.bank_partner_id', '=', bankPartnerId),
    eb.exists(eb.selectFrom('deal_bank_submissions as fs').select('fs.id').whereRef('fs.deal_id', '=', 'd.id').where('fs.bank_partner_id', '=', bankPartnerId)),
  ]);
}

/** The cards of a board: light columns only, ordered by stage position. */
export function boardCards(db: Database, scope: DealScope, f: BoardFilters) {
  let q = scopedDeals(db, scope)
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([
      'd.id', 'd.number', 'd.stage', 'd.position', 'd.operation_value', 'd.stage_entered_at', 'd.version', 'd.origin', 'd.updated_at',
      'o.id as owner_id', 'o.name as owner_name', 'b.name as bank_name', 'a.name as customer_name',
      // The per-bank picture of the card, in this same query (never a query per card).
      sql<BankPictureItem[] | null>`(select json_agg(json_build_object('bankName', sb.name, 'status', s.status, 'chosen', s.chosen) order by s.sent_at, sb.name) from deal_bank_submissions s join bank_partners sb on sb.id = s.bank_partner_id where s.deal_id = d.id)`.as('banks'),
      sql<boolean>`exists (select 1 from tasks t where t.deal_id = d.id and t.done_at is null and t.due_at < now())`.as('has_overdue_task'),
    ])
    .where('d.pipeline_key', '=', f.pipelineKey);
  if (f.ownerId) q = q.where('d.owner_id', '=', f.ownerId);
  if (f.bankPartnerId) q = q.where((eb) => sentToBank(eb, f.bankPartnerId!));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([eb('a.name', 'ilike', like), ...(digits ? [eb('a.document', 'like', `%${digits}%`), eb(sql<string>`d.number::text`, '=', digits)] : [])]),
    );
  }
  return q.orderBy('d.stage').orderBy('d.position').orderBy('d.id').execute();
}

export function findScopedDeal(db: Database, scope: DealScope, id: string) {
  return scopedDeals(db, scope).selectAll('d').where('d.id', '=', id).executeTakeFirst();
}

/** Positions of the neighbours a card is dropped between (only those in the same column count). */
export function positionsOf(db: Database, companyId: string, pipelineKey: string, stage: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as { id: string; position: number }[]);
  return db
    .selectFrom('deals')
    .select(['id', 'position'])
    .where('company_id', '=', companyId)
    .where('pipeline_key', '=', pipelineKey)
    .where('stage', '=', stage)
    .where('id', 'in', ids)
    .execute();
}

export async function edgePosition(db: Database, companyId: string, pipelineKey: string, stage: string, edge: 'first' | 'last'): Promise<number | null> {
  const row = await db
    .selectFrom('deals')
    .select((eb) => (edge === 'first' ? eb.fn.min('position') : eb.fn.max('position')).as('p'))
    .where('company_id', '=', companyId)
    .where('pipeline_key', '=', pipelineKey)
    .where('stage', '=', stage)
    .executeTakeFirst();
  return row?.p === null || row?.p === undefined ? null : Number(row.p);
}

export async function insertEvent(db: Database, e: { dealId: string; companyId: string; actorUserId: string | null; kind: string; data?: Record<string, unknown> }): Promise<void> {
  await db
    .insertInto('deal_events')
    .values({ deal_id: e.dealId, company_id: e.companyId, actor_user_id: e.actorUserId, kind: e.kind, data: JSON.stringify(e.data ?? {}) })
    .execute();
}

export function dealEvents(db: Database, dealId: string) {
  return db
    .selectFrom('deal_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.id', 'e.kind', 'e.data', 'e.created_at', 'u.name as actor_name'])
    .where('e.deal_id', '=', dealId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id')
    .execute();
}

/** A deal's people as the deal keeps them (its own copy), in order, with the stored customer each is linked to. */
export function dealAssociates(db: Database, dealId: string) {
  return db
    .selectFrom('deal_associates as a')
    .select([
      'a.id', 'a.main', 'a.notify', 'a.has_restrictions', 'a.type', 'a.relationship', 'a.customer_id', 'a.person_type', 'a.name', 'a.document',
      'a.birth_date', 'a.gender', 'a.marital_status', 'a.mother_name', 'a.serasa_score', 'a.monthly_billing', 'a.identity_card', 'a.email', 'a.cellphone', 'a.incomes',
    ])
    .where('a.deal_id', '=', dealId)
    .orderBy('a.position')
    .execute();
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

/** An open deal of this broker, sent through their public link, with one of these people (documents) on it. */
export function openPublicDealWith(db: Database, broker: { id: string; company_id: string }, documents: string[]) {
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
    .select('a.document')
    .where('d.company_id', '=', broker.company_id)
    .where('d.owner_id', '=', broker.id)
    .where('d.origin', '=', 'public')
    .where('d.closed_at', 'is', null)
    .where('a.document', 'in', documents)
    .limit(1)
    .executeTakeFirst();
}

export async function mainAssociateName(db: Database, dealId: string): Promise<string | undefined> {
  const row = await db.selectFrom('deal_associates').select('name').where('deal_id', '=', dealId).where('main', '=', true).executeTakeFirst();
  return row?.name;
}

/** One person of a deal; `lock`: held until the transaction ends (two links of one person never race). */
export function associateOfDeal(db: Database, dealId: string, associateId: string, opts: { lock?: boolean } = {}) {
  const q = db.selectFrom('deal_associates').select(['id', 'customer_id', 'document', 'name']).where('deal_id', '=', dealId).where('id', '=', associateId);
  return (opts.lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function linkAssociate(db: Database, associateId: string, customerId: string): Promise<void> {
  await db.updateTable('deal_associates').set({ customer_id: customerId }).where('id', '=', associateId).where('customer_id', 'is', null).execute();
}

/** Average days deals of the company spent in each stage of a pipeline (optionally of one bank), from the timeline. */
export async function averageStageDays(db: Database, companyId: string, pipelineKey: string, bankPartnerId?: string | null): Promise<Map<string, number>> {
  let q = db
    .selectFrom('deal_events as e')
    .innerJoin('deals as d', 'd.id', 'e.deal_id')
    .select([sql<string>`e.data->>'from'`.as('stage'), sql<number>`avg((e.data->>'daysInPreviousStage')::float8)`.as('days')])
    .where('e.company_id', '=', companyId)
    .where('d.pipeline_key', '=', pipelineKey)
    .where('e.kind', 'in', ['stage_changed', 'denied'])
    .groupBy(sql`e.data->>'from'`);
  if (bankPartnerId) q = q.where('d.bank_partner_id', '=', bankPartnerId);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.stage, Number(r.days)]));
}

export interface DealListFilters extends Omit<BoardFilters, 'pipelineKey'> {
  pipelineKey?: string;
  stage?: string;
}

/**
 * A page of deals, newest first, within the scope. The filters narrow the deals alone (the search through the main
 * proponent as a semi-join), so the count reads no joined row and only the page's rows are joined; each join
 * matches at most one row per deal (owner, bank, the one main proponent), so neither changes what is listed.
 */
export async function listDeals(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  const q = filteredDeals(db, scope, f);
  const count = q.select((eb) => eb.fn.countAll<number>().as('total'));
  // One round trip: the total rides along as an uncorrelated scalar subquery (computed once, an InitPlan).
  const rows = await pageOf(q, page, size).select(count.as('total')).execute();
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = rows.length ? Number(rows[0].total) : Number((await count.executeTakeFirstOrThrow()).total);
  return { rows, total };
}

/** The same page as listDeals without counting (the caller knows the total). */
export function listDealsPage(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  return pageOf(filteredDeals(db, scope, f), page, size).execute();
}

function pageOf(q: ReturnType<typeof filteredDeals>, page: number, size: number) {
  return q
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select(['d.id', 'd.number', 'd.pipeline_key', 'd.stage', 'd.operation_type', 'd.operation_value', 'd.origin', 'd.created_at', 'o.name as owner_name', 'b.name as bank_name', 'a.name as customer_name'])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(size)
    .offset((page - 1) * size);
}

/** The deals of the scope narrowed by the list's filters (the list and the export read the same deals). */
export function filteredDeals(db: Database, scope: DealScope, f: DealListFilters) {
  let q = scopedDeals(db, scope);
  if (f.pipelineKey) q = q.where('d.pipeline_key', '=', f.pipelineKey);
  if (f.stage) q = q.where('d.stage', '=', f.stage);
  if (f.ownerId) q = q.where('d.owner_id', '=', f.ownerId);
  if (f.bankPartnerId) q = q.where((eb) => sentToBank(eb, f.bankPartnerId!));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deal_associates as sa')
          .select('sa.id')
          .whereRef('sa.deal_id', '=', 'd.id')
          .where('sa.main', '=', true)
          .where((s) => s.or([s('sa.name', 'ilike', like), ...(digits ? [s('sa.document', 'like', `%${digits}%`)] : [])])),
      ),
    );
  }
  return q;
}

/**
 * What the deal page links to: the attached simulation (still saved, and one the reader may open), the bank and
 * the product names.
 */
export async function dealLinks(
  db: Database,
  deal: { company_id: string; simulation_id: string | null; bank_partner_id: string | null; product_id: string | null },
  simulationOwnerId?: string,
) {
  let simulation = deal.simulation_id
    ? db.selectFrom('simulations').select(['id', 'type']).where('id', '=', deal.simulation_id).where('company_id', '=', deal.company_id).where('deleted_at', 'is', null)
    : null;
  if (simulation && simulationOwnerId) simulation = simulation.where('user_id', '=', simulationOwnerId);
  const [sim, bank, product] = await Promise.all([
    simulation?.executeTakeFirst(),
    deal.bank_partner_id ? db.selectFrom('bank_partners').select(['id', 'name']).where('id', '=', deal.bank_partner_id).executeTakeFirst() : undefined,
    deal.product_id ? db.selectFrom('products').select(['id', 'name']).where('id', '=', deal.product_id).executeTakeFirst() : undefined,
  ]);
  return { simulation: sim ?? null, bank: bank ?? null, product: product ?? null };
}

/** Active users a deal may be handed to: the company's, or only one affiliate's (same rule as changeResponsible). */
export function assignableUsers(db: Database, companyId: string, subsidiaryId?: string) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .select(['u.id', 'u.name', 's.fantasy_name as subsidiaryName'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true);
  if (subsidiaryId) q = q.where('u.subsidiary_id', '=', subsidiaryId);
  return q.orderBy('u.name').orderBy('u.id').limit(500).execute();
}

/** The bank (and product) the customer chose becomes the deal's; returns the deal's new version. */
export async function setDealBank(db: Database, dealId: string, bankPartnerId: string, productId: string | null): Promise<number> {
  const row = await db
    .updateTable('deals')
    .set({ bank_partner_id: bankPartnerId, product_id: productId, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', dealId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The deal's banks changed: its updated_at moves, so what is derived from the deals (list caches) is read again. */
export async function touchDeal(db: Database, dealId: string): Promise<void> {
  await db.updateTable('deals').set({ updated_at: sql`now()` }).where('id', '=', dealId).execute();
}
