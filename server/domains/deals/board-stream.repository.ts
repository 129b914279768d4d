import type { Database } from '../../db/database.ts';
import { type DealScope, scopedDeals } from './deals.repository.ts';

/** The ids of a board's deals the viewer can see now (the live stream tells them when one leaves their view). */
export async function visibleDealIds(db: Database, scope: DealScope, pipelineKey: string): Promise<Set<string>> {
  const rows = await scopedDeals(db, scope).select('d.id').where('d.pipeline_key', '=', pipelineKey).execute();
  return new Set(rows.map((r) => r.id));
}

/** Whether the viewer can see this deal now. */
export async function dealVisible(db: Database, scope: DealScope, dealId: string): Promise<boolean> {
  return (await scopedDeals(db, scope).select('d.id').where('d.id', '=', dealId).executeTakeFirst()) !== undefined;
}
