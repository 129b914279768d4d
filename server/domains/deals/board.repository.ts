import { sql } from 'kysely';
import type { BankPictureItem } from '../../../shared/bank-submissions.ts';
import type { Database } from '../../db/database.ts';
import { containsPattern, prefoldedLike, searchKeys } from '../../db/text-search.repository.ts';
import { type DealScope, dealIsAmong, dealsWithSearchKeys, scopedDeals, sentToBank } from './deals.repository.ts';

export interface BoardFilters {
  pipelineKey: string;
  ownerId?: string;
  search?: string;
  bankPartnerId?: string;
}

/** How many cards of each column to read (absent: all of them). */
export interface BoardLimits {
  perColumn: number;
  /** Stage → cards, for columns asked for more ("Mostrar mais"). */
  columns?: Record<string, number>;
}

/** The deals a board shows (scope and filters), with the main associate joined as `a` (the search reads its name). */
function boardDeals(db: Database, scope: DealScope, f: BoardFilters) {
  let q = scopedDeals(db, scope)
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .where('d.pipeline_key', '=', f.pipelineKey);
  if (f.ownerId) q = q.where('d.owner_id', '=', f.ownerId);
  if (f.bankPartnerId) q = q.where((eb) => sentToBank(eb, f.bankPartnerId!));
  if (f.search) {
    const digits = f.search.replace(/\D/g, '');
    const keys = searchKeys(f.search, digits);
    if (keys?.exact) {
      // The keys answer the search exactly (deal_search_keys): the board's deals among them, or the one so numbered
      // (a deal's number never has a leading zero, so only such digits can be one).
      let found = dealsWithSearchKeys(db, scope.companyId, keys.name, keys.document);
      if (/^[1-9]\d{0,14}$/.test(digits)) {
        found = found.unionAll(db.selectFrom('deals as n').select('n.id as deal_id').where('n.company_id', '=', scope.companyId).where('n.number', '=', Number(digits)));
      }
      q = q.where(dealIsAmong(found));
    } else {
      const like = containsPattern(f.search);
      q = q.where((eb) => eb.or([prefoldedLike('a.name_folded', like), ...(digits ? [eb('a.document', 'like', `%${digits}%`), eb(sql<string>`d.number::text`, '=', digits)] : [])]));
    }
  }
  return q;
}

/**
 * The cards of a board in stage position order, light columns only, each with its column's whole count and total
 * credit value. With `limits`, only the first cards of each column are read: a 2,000-deal board sends what its
 * columns show, and the per-card details (banks, overdue task) are computed for those cards only.
 */
export function boardCards(db: Database, scope: DealScope, f: BoardFilters, limits?: BoardLimits) {
  const ranked = boardDeals(db, scope, f).select([
    'd.id',
    sql<number>`row_number() over (partition by d.stage order by d.position, d.id)`.as('rank'),
    sql<string>`count(*) over (partition by d.stage)`.as('stage_count'),
    sql<string>`sum(d.operation_value) over (partition by d.stage)`.as('stage_total'),
  ]);
  let q = db
    .selectFrom(ranked.as('r'))
    .innerJoin('deals as d', 'd.id', 'r.id')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([
      'd.id',
      'd.number',
      'd.stage',
      'd.position',
      'd.operation_value',
      'd.stage_entered_at',
      'd.version',
      'd.origin',
      'd.updated_at',
      'o.id as owner_id',
      'o.name as owner_name',
      'b.name as bank_name',
      'a.name as customer_name',
      'r.stage_count',
      'r.stage_total',
      // The per-bank picture of the card, in this same query (never a query per card).
      sql<
        BankPictureItem[] | null
      >`(select json_agg(json_build_object('bankName', sb.name, 'status', s.status, 'chosen', s.chosen) order by s.sent_at, sb.name) from deal_bank_submissions s join bank_partners sb on sb.id = s.bank_partner_id where s.deal_id = d.id)`.as(
        'banks',
      ),
      sql<boolean>`exists (select 1 from tasks t where t.deal_id = d.id and t.done_at is null and t.due_at < now())`.as('has_overdue_task'),
    ]);
  if (limits) {
    const columns = JSON.stringify(limits.columns ?? {});
    q = q.where(sql<boolean>`r.rank <= coalesce((${columns}::jsonb ->> d.stage)::int, ${limits.perColumn})`);
  }
  return q.orderBy('d.stage').orderBy('d.position').orderBy('d.id').execute();
}

/**
 * Positions of the cards a card is dropped between, with where each is (only those in the same column count: the
 * caller compares `pipeline_key`, so this read needs no other and can go with the moved deal's).
 */
export function positionsOf(db: Database, companyId: string, stage: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as { id: string; position: number; pipeline_key: string }[]);
  return db.selectFrom('deals').select(['id', 'position', 'pipeline_key']).where('company_id', '=', companyId).where('stage', '=', stage).where('id', 'in', ids).execute();
}

/** The position of a column's top or bottom card (null: the column is empty). */
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
