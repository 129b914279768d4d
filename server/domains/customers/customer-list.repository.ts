import type { Database } from '../../db/database.ts';
import { containsPattern, foldedLike } from '../../db/text-search.repository.ts';
import { type DealScope, scopedDeals } from '../deals/deals.repository.ts';
import { visibleCustomers } from './customers.repository.ts';

/** The visible customers matching a name or document search (`document`: the search's letters and digits). */
function searchedCustomers(db: Database, scope: DealScope, search: { text: string; document: string } | undefined) {
  let q = visibleCustomers(db, scope);
  if (search) {
    const like = containsPattern(search.text);
    q = q.where((eb) => eb.or([foldedLike('c.name', like), ...(search.document.length >= 3 ? [eb('c.document', 'like', `%${search.document}%`)] : [])]));
  }
  return q;
}

export type CustomerSearch = Parameters<typeof searchedCustomers>[2];

/** Visible customers in name order with their number of visible deals and the latest one. */
export function customerRows(db: Database, scope: DealScope, search: CustomerSearch, limit: number, offset: number) {
  return searchedCustomers(db, scope, search)
    .select((eb) => ['c.id', 'c.person_type', 'c.name', 'c.document', 'c.cellphone', 'c.email', eb.fn.count<number>('dd.id').distinct().as('deals'), eb.fn.max('dd.created_at').as('last_deal_at')])
    .groupBy(['c.id', 'c.person_type', 'c.name', 'c.document', 'c.cellphone', 'c.email'])
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCustomers(db: Database, scope: DealScope, search: CustomerSearch): Promise<number> {
  const row = await searchedCustomers(db, scope, search)
    .select((eb) => eb.fn.count<number>('c.id').distinct().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A customer the scope sees, every column. */
export function findVisibleCustomer(db: Database, scope: DealScope, id: string) {
  return visibleCustomers(db, scope).selectAll('c').where('c.id', '=', id).executeTakeFirst();
}

/** The deals of the scope a customer is on, newest first, with their part in each. */
export function visibleDealsOfCustomer(db: Database, scope: DealScope, customerId: string) {
  const visible = scopedDeals(db, scope).select('d.id');
  return db
    .selectFrom('deals as d')
    .innerJoin('deal_associates as a', 'a.deal_id', 'd.id')
    .select(['d.id', 'd.number', 'd.pipeline_key', 'd.stage', 'd.operation_type', 'd.operation_value', 'd.created_at', 'a.main', 'a.type'])
    .where('a.customer_id', '=', customerId)
    .where('d.id', 'in', visible)
    .orderBy('d.created_at', 'desc')
    .execute();
}
