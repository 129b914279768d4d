import { type Compilable, type SelectQueryBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { containsPattern, prefoldedLike, searchKeys } from '../../db/text-search.repository.ts';
import type { BoardFilters } from './board.repository.ts';
import { type DealScope, dealIsAmong, dealsWithSearchKeys, scopedDeals, sentToBank } from './deals.repository.ts';

export interface DealListFilters extends Omit<BoardFilters, 'pipelineKey'> {
  pipelineKey?: string;
  stage?: string;
}

/**
 * What narrows the list, as values only, the search already turned into its patterns: which of them are given is the
 * shape of the SQL, and each shape is compiled once (compiledOnce); the values are bound on each run.
 */
interface ListValues {
  companyId: string;
  subsidiaryId?: string;
  scopeOwnerId?: string;
  pipelineKey?: string;
  stage?: string;
  ownerId?: string;
  bankPartnerId?: string;
  /** The search's range of name keys, and of document keys when it has digits (deal_search_keys): the deals found
   * there are the matches, or the candidates when the keys do not answer the search exactly. */
  nameKey?: string;
  documentKey?: string;
  /** like pattern on the main proponent's folded name, when the keys do not answer the search exactly. */
  nameLike?: string;
  /** like pattern on the main proponent's document, with nameLike, when the search has digits. */
  documentLike?: string;
}

/** The arguments of the compiled list statements: the filters, then the page's size and offset. */
type ListArgs = [...values: ListValueTuple, size: number, offset: number];
type ListValueTuple = [string, ...(string | undefined)[]];

function listValues(scope: DealScope, f: DealListFilters): ListValues {
  const digits = f.search?.replace(/\D/g, '') ?? '';
  const keys = f.search ? searchKeys(f.search, digits) : undefined;
  const recheck = f.search && !keys?.exact;
  return {
    companyId: scope.companyId,
    subsidiaryId: scope.subsidiaryId || undefined,
    scopeOwnerId: scope.ownerId || undefined,
    pipelineKey: f.pipelineKey || undefined,
    stage: f.stage || undefined,
    ownerId: f.ownerId || undefined,
    bankPartnerId: f.bankPartnerId || undefined,
    nameKey: keys?.name,
    documentKey: keys?.document,
    nameLike: recheck ? containsPattern(f.search!) : undefined,
    documentLike: recheck && digits ? `%${digits}%` : undefined,
  };
}

const ORDER = ['companyId', 'subsidiaryId', 'scopeOwnerId', 'pipelineKey', 'stage', 'ownerId', 'bankPartnerId', 'nameKey', 'documentKey', 'nameLike', 'documentLike'] as const;
const ARITY = ORDER.length + 2;

function listArgs(v: ListValues, page: number, size: number): ListArgs {
  return [...(ORDER.map((k) => v[k]) as ListValueTuple), size, (page - 1) * size];
}

function fromArgs(a: ListArgs): { v: ListValues; size: number; offset: number } {
  const v = Object.fromEntries(ORDER.map((k, i) => [k, a[i]])) as unknown as ListValues;
  return { v, size: a[ORDER.length] as number, offset: a[ORDER.length + 1] as number };
}

/**
 * A list statement compiled once per shape from its filters, size and offset. Its plan depends on its values (how
 * many deals a search matches): planned on each run, not kept parsed (compiled-once.ts).
 */
function listStatement<R>(build: (db: Database, v: ListValues, size: number, offset: number) => Compilable<R>) {
  return compiledOnce(
    (db: Database, ...a: ListArgs) => {
      const { v, size, offset } = fromArgs(a);
      return build(db, v, size, offset);
    },
    ARITY,
    { planEachRun: true },
  );
}

/** A page with its total counted by a window over the search's matches (the search is evaluated once). */
const searchedPage = listStatement((db, v, size, offset) => detailsOf(db, pageIds(db, v, size, offset).select(sql<string>`count(*) over ()`.as('total'))).select('p.total'));

/** A page with its total summed from the kept counts (an uncorrelated scalar subquery: computed once, an InitPlan). */
const countedPage = listStatement((db, v, size, offset) => detailsOf(db, pageIds(db, v, size, offset)).select(countedTotal(db, v).as('total')));

/** A page alone (the caller knows the total). */
const plainPage = listStatement((db, v, size, offset) => detailsOf(db, pageIds(db, v, size, offset)));

/**
 * A page of deals, newest first, within the scope, and their total, in one statement (so the total always agrees with
 * the page). Without a search the total is an uncorrelated scalar subquery over the kept counts (computed once, an
 * InitPlan); a search is evaluated once, its matches counted by a window over them before the page is cut.
 */
export async function listDeals(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  const v = listValues(scope, f);
  const args = listArgs(v, page, size);
  const searched = v.nameKey !== undefined || v.nameLike !== undefined;
  const rows = searched ? await searchedPage(db, ...args) : await countedPage(db, ...args);
  if (rows.length) return { rows, total: Number(rows[0].total) };
  // A page past the end has no row to carry the total: then it is counted on its own (an empty first page is none).
  if (page === 1) return { rows, total: 0 };
  const total = searched ? matchingDeals(db, v).select(sql<string>`count(*)`.as('total')) : db.selectNoFrom(countedTotal(db, v).as('total'));
  return { rows, total: Number((await total.executeTakeFirstOrThrow()).total) };
}

/** The same page as listDeals without counting (the caller knows the total). */
export function listDealsPage(db: Database, scope: DealScope, f: DealListFilters, page: number, size: number) {
  return plainPage(db, ...listArgs(listValues(scope, f), page, size));
}

/**
 * Which deals are on the page: chosen from the deals alone, newest first, reading only what the list's index holds
 * (deals_company_created_idx carries the filtered columns: an index-only scan, no table row read to skip one).
 */
function pageIds(db: Database, v: ListValues, size: number, offset: number) {
  return matchingDeals(db, v).select(['d.id', 'd.created_at']).orderBy('d.created_at', 'desc').orderBy('d.id').limit(size).offset(offset);
}

/**
 * What the list shows of the page's deals: only those rows are read. The owner's, the bank's and the main proponent's
 * names are each at most one row per deal (a key, or the one main proponent), read by a scalar subquery rather than a
 * join: the same rows, and PostgreSQL plans two relations instead of five, about half the planning time of the list
 * (docs/performance.md, "Quarta passagem").
 */
function detailsOf<P extends { id: string; created_at: Date }>(db: Database, ids: SelectQueryBuilder<DB & { d: DB['deals'] }, 'd', P>) {
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('deals as d', 'd.id', 'p.id')
    .select((eb) => [
      'd.id',
      'd.number',
      'd.pipeline_key',
      'd.stage',
      'd.operation_type',
      'd.operation_value',
      'd.origin',
      'd.created_at',
      eb.selectFrom('users as o').select('o.name').whereRef('o.id', '=', 'd.owner_id').$asScalar().$notNull().as('owner_name'),
      eb.selectFrom('bank_partners as b').select('b.name').whereRef('b.id', '=', 'd.bank_partner_id').$asScalar().as('bank_name'),
      eb.selectFrom('deal_associates as a').select('a.name').whereRef('a.deal_id', '=', 'd.id').where('a.main', '=', true).$asScalar().as('customer_name'),
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
function countedTotal(db: Database, v: ListValues) {
  let counted = db.selectFrom('deal_list_counts as c').where('c.company_id', '=', v.companyId);
  if (v.subsidiaryId) counted = counted.where('c.subsidiary_id', '=', v.subsidiaryId);
  if (v.scopeOwnerId) counted = counted.where('c.owner_id', '=', v.scopeOwnerId);
  if (v.pipelineKey) counted = counted.where('c.pipeline_key', '=', v.pipelineKey);
  if (v.stage) counted = counted.where('c.stage', '=', v.stage);
  if (v.ownerId) counted = counted.where('c.owner_id', '=', v.ownerId);
  if (!v.bankPartnerId) return counted.select(sql<string>`coalesce(sum(c.n), 0)`.as('n'));
  const bankPartnerId = v.bankPartnerId;
  const sentOnly = matchingDeals(db, { ...v, bankPartnerId: undefined })
    .where('d.id', 'in', (eb) => eb.selectFrom('deal_bank_submissions as fs').select('fs.deal_id').where('fs.bank_partner_id', '=', bankPartnerId))
    .where((eb) => eb.or([eb('d.bank_partner_id', 'is', null), eb('d.bank_partner_id', '!=', bankPartnerId)]))
    .select(sql<string>`count(*)`.as('n'));
  return counted.where('c.bank_partner_id', '=', bankPartnerId).select(sql<string>`coalesce(sum(c.n), 0) + (${sentOnly})`.as('n'));
}

/** The deals of the scope narrowed by the list's filters (the list and the export read the same deals). */
export function filteredDeals(db: Database, scope: DealScope, f: DealListFilters) {
  return matchingDeals(db, listValues(scope, f));
}

function matchingDeals(db: Database, v: ListValues) {
  let q = scopedDeals(db, { companyId: v.companyId, subsidiaryId: v.subsidiaryId, ownerId: v.scopeOwnerId });
  if (v.pipelineKey) q = q.where('d.pipeline_key', '=', v.pipelineKey);
  if (v.stage) q = q.where('d.stage', '=', v.stage);
  if (v.ownerId) q = q.where('d.owner_id', '=', v.ownerId);
  if (v.bankPartnerId) q = q.where((eb) => sentToBank(eb, v.bankPartnerId!));
  const { nameKey, documentKey, nameLike, documentLike } = v;
  if (nameKey) {
    q = q.where(dealIsAmong(dealsWithSearchKeys(db, v.companyId, nameKey, documentKey)));
  }
  if (nameLike) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deal_associates as sa')
          .select('sa.id')
          .whereRef('sa.deal_id', '=', 'd.id')
          .where('sa.main', '=', true)
          .where((s) => s.or([prefoldedLike('sa.name_folded', nameLike), ...(documentLike ? [s('sa.document', 'like', documentLike)] : [])])),
      ),
    );
  }
  return q;
}
