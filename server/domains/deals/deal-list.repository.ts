import type { Database } from '../../db/database.ts';
import type { BoardFilters } from './board.repository.ts';
import { type DealScope, scopedDeals, sentToBank } from './deals.repository.ts';

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
