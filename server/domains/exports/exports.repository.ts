import type { Database } from '../../db/database.ts';
import { type DealListFilters, filteredDeals } from '../deals/deal-list.repository.ts';
import type { DealScope } from '../deals/deals.repository.ts';

/**
 * The deals of the list the user is looking at (its filters and visibility), newest first, with what the spreadsheet
 * shows of each: owner, bank and main proponent. At most `limit` rows.
 */
export function dealExportRows(db: Database, scope: DealScope, filters: DealListFilters, limit: number) {
  return filteredDeals(db, scope, filters)
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .leftJoin('bank_partners as b', 'b.id', 'd.bank_partner_id')
    .leftJoin('deal_associates as a', (j) => j.onRef('a.deal_id', '=', 'd.id').on('a.main', '=', true))
    .select([
      'd.number',
      'd.pipeline_key',
      'd.stage',
      'd.operation_type',
      'd.operation_value',
      'd.asset_value',
      'd.deadline',
      'd.origin',
      'd.created_at',
      'd.stage_entered_at',
      'o.name as owner_name',
      'b.name as bank_name',
      'a.name as customer_name',
      'a.document as customer_document',
    ])
    .orderBy('d.created_at', 'desc')
    .limit(limit)
    .execute();
}
