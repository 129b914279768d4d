import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { BoardFilters } from './board.repository.ts';
import { type DealScope, scopedDeals, sentToBank } from './deals.repository.ts';

export interface DealListFilters extends Omit<BoardFilters, 'pipelineKey'> {
  pipelineKey?: string;
  stage?: string;
}

/**
 * A page of deals, newest first, within the scope, and their total, in one statement (so the total always agrees with
 * the page). Without a search the total is an uncorrelated scalar subquery over the kept counts (computed once, an
 * InitPlan); a search is evaluated once, its matches counted by a window over them before the page is cut.
 */
export async function listDeals(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  const rows = f.search
    ? await detailsOf(db, pageIds(db, scope, f, page, size).select(sql<string>`count(*) over ()`.as('total')))
        .select('p.total')
        .execute()
    : await detailsOf(db, pageIds(db, scope, f, page, size))
        .select(countedTotal(db, scope, f).as('total'))
        .execute();
  if (rows.length) return { rows, total: Number(rows[0].total) };
  // A page past the end has no row to carry the total: then it is counted on its own (an empty first page is none).
  if (page === 1) return { rows, total: 0 };
  const total = f.search ? filteredDeals(db, scope, f).select(sql<string>`count(*)`.as('total')) : db.selectNoFrom(countedTotal(db, scope, f).as('total'));
  return { rows, total: Number((await total.executeTakeFirstOrThrow()).total) };
}

/** The same page as listDeals without counting (the caller knows the total). */
export function listDealsPage(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  return detailsOf(db, pageIds(db, scope, f, page, size)).execute();
}

/**
 * Which deals are on the page: chosen from the deals alone, newest first, reading only what the list's index holds
 * (deals_company_created_idx carries the filtered columns: an index-only scan, no table row read to skip one).
 */
function pageIds(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  return filteredDeals(db, scope, f)
    .select(['d.id', 'd.created_at'])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(size)
    .offset((page - 1) * size);
}

/**
 * What the list shows of the page's deals: only those rows are read and joined. Each join matches at most one row per
 * deal (owner, bank, the one main proponent), so none changes what is listed.
 */
function detailsOf<P extends { id: string; created_at: Date }>(db: Database, ids: SelectQueryBuilder<DB & { d: DB['deals'] }, 'd', P>) {
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('deals as d', 'd.id', 'p.id')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([
      'd.id',
      'd.number',
      'd.pipeline_key',
      'd.stage',
      'd.operation_type',
      'd.operation_value',
      'd.origin',
      'd.created_at',
      'o.name as owner_name',
      'b.name as bank_name',
      'a.name as customer_name',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id');
}

/**
 * How many deals the filters (no search) give, from the counts the database keeps per combination of the filtered
 * columns (deal_list_counts, 2026-11-26T0020): a sum of at most as many rows as combinations, instead of one index
 * entry per deal. The bank filter also takes the deals sent to that bank (sentToBank): those whose own bank is another
 * are counted from the submissions.
 */
function countedTotal(db: Database, scope: DealScope, f: DealListFilters) {
  let counted = db.selectFrom('deal_list_counts as c').where('c.company_id', '=', scope.companyId);
  if (scope.subsidiaryId) counted = counted.where('c.subsidiary_id', '=', scope.subsidiaryId);
  if (scope.ownerId) counted = counted.where('c.owner_id', '=', scope.ownerId);
  if (f.pipelineKey) counted = counted.where('c.pipeline_key', '=', f.pipelineKey);
  if (f.stage) counted = counted.where('c.stage', '=', f.stage);
  if (f.ownerId) counted = counted.where('c.owner_id', '=', f.ownerId);
  if (!f.bankPartnerId) return counted.select(sql<string>`coalesce(sum(c.n), 0)`.as('n'));
  const bankPartnerId = f.bankPartnerId;
  const sentOnly = filteredDeals(db, scope, { ...f, bankPartnerId: undefined })
    .where('d.id', 'in', (eb) => eb.selectFrom('deal_bank_submissions as fs').select('fs.deal_id').where('fs.bank_partner_id', '=', bankPartnerId))
    .where((eb) => eb.or([eb('d.bank_partner_id', 'is', null), eb('d.bank_partner_id', '!=', bankPartnerId)]))
    .select(sql<string>`count(*)`.as('n'));
  return counted.where('c.bank_partner_id', '=', bankPartnerId).select(sql<string>`coalesce(sum(c.n), 0) + (${sentOnly})`.as('n'));
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
