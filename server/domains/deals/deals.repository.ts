import { type Expression, type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, DealsTable } from '../../db/schema.ts';

/** Which deals a user sees (docs/design/product-spec.md §6): the company's, their affiliate's, or only their own. */
export type DealScope = { companyId: string; subsidiaryId?: string; ownerId?: string };

export function scopedDeals(db: Database, scope: DealScope) {
  let q = db.selectFrom('deals as d').where('d.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) q = q.where('d.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) q = q.where('d.owner_id', '=', scope.ownerId);
  return q;
}

/** A deal of this bank: its own bank (the customer's choice) or one it was sent to. */
export function sentToBank(eb: ExpressionBuilder<DB & { d: DB['deals'] }, 'd'>, bankPartnerId: string) {
  return eb.or([
    eb('d.bank_partner_id', '=', bankPartnerId),
    eb.exists(eb.selectFrom('deal_bank_submissions as fs').select('fs.id').whereRef('fs.deal_id', '=', 'd.id').where('fs.bank_partner_id', '=', bankPartnerId)),
  ]);
}

/**
 * The company's deals whose main proponent has a key in a search's ranges (deal_search_keys, kept by the database:
 * 2026-11-27T0010): the name range, folded here, and the document's when the search has digits (searchKeys).
 */
export function dealsWithSearchKeys(db: Database, companyId: string, nameKey: string, documentKey: string | undefined) {
  return db
    .selectFrom('deal_search_keys as k')
    .select('k.deal_id')
    .where('k.company_id', '=', companyId)
    .where((k) => k.or([k('k.key', 'like', sql<string>`search_fold(${nameKey})`), ...(documentKey !== undefined ? [k('k.key', 'like', documentKey)] : [])]));
}

/**
 * Whether deal `d` is one of the given deals, found first and only once: `d.id = any(array(…))` runs the subquery
 * once (an InitPlan) and reads those deals by key. As `d.id in (…)` the planner may instead walk a whole board and
 * probe the keys once per deal when it misjudges how many keys a search has (243 ms for a board search at 100k
 * deals, where this takes ~1 ms).
 */
export function dealIsAmong(ids: Expression<unknown>) {
  return sql<boolean>`d.id = any(array(${ids}))`;
}

export function findScopedDeal(db: Database, scope: DealScope, id: string) {
  return scopedDeals(db, scope).selectAll('d').where('d.id', '=', id).executeTakeFirst();
}

/** A deal as written on creation (the database numbers it per company and stamps its stage's entry). */
export type NewDeal = Omit<Insertable<DealsTable>, 'id' | 'number' | 'version' | 'stage_entered_at' | 'created_at' | 'updated_at' | 'closed_at'>;

export async function insertDealRow(db: Database, deal: NewDeal): Promise<{ id: string; number: number }> {
  const row = await db.insertInto('deals').values(deal).returning(['id', 'number']).executeTakeFirstOrThrow();
  return { id: row.id, number: Number(row.number) };
}

/** What a move writes: the stage and position, and on entering the denied stage its reasons. */
export interface DealPlacement {
  stage: string;
  position: number;
  /** The stage differs from the deal's: the time in stage starts again. */
  stageChanged: boolean;
  /** A final stage closes the deal (keeping the first closing date); leaving one reopens it. */
  final: boolean;
  denial?: { statusReason: string | null; detailedDenialReason: string | null };
}

/** Places the deal if it is still at `version` (else undefined: someone changed it meanwhile); returns the new version. */
export function moveDealRow(db: Database, id: string, version: number, p: DealPlacement) {
  return db
    .updateTable('deals')
    .set({
      stage: p.stage,
      position: p.position,
      version: sql`version + 1`,
      updated_at: sql`now()`,
      ...(p.stageChanged ? { stage_entered_at: sql`now()` } : {}),
      ...(p.denial ? { status_reason: p.denial.statusReason, detailed_denial_reason: p.denial.detailedDenialReason } : {}),
      closed_at: p.final ? sql`coalesce(closed_at, now())` : null,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(['version'])
    .executeTakeFirst();
}

/** The columns the edit wizard changes. */
export type DealEdit = Pick<
  Updateable<DealsTable>,
  'operation_value' | 'objective' | 'deadline' | 'defense' | 'down_payment' | 'financed_value' | 'is_property_already_chosen' | 'asset' | 'asset_value' | 'product_id' | 'bank_partner_id'
>;

/** Rewrites the deal's fields if it is still at `version` (else undefined); returns the new version. */
export function editDealRow(db: Database, id: string, version: number, edit: DealEdit) {
  return db
    .updateTable('deals')
    .set({ ...edit, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
}

/** Hands the deal to another owner if it is still at `version` (else undefined); returns the new version. */
export function setDealOwner(db: Database, id: string, version: number, ownerId: string) {
  return db
    .updateTable('deals')
    .set({ owner_id: ownerId, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
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

/**
 * The open deals of this broker sent through their public link with one of these people (documents) on them, oldest
 * first, at most 10: what the broker is told when another proposal with the same person arrives.
 */
export function openPublicDealsWith(db: Database, broker: { id: string; company_id: string }, documents: string[]) {
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
    .select(['d.number', 'a.document'])
    .where('d.company_id', '=', broker.company_id)
    .where('d.owner_id', '=', broker.id)
    .where('d.origin', '=', 'public')
    .where('d.closed_at', 'is', null)
    .where('a.document', 'in', documents)
    .orderBy('d.number')
    .limit(10)
    .execute();
}
