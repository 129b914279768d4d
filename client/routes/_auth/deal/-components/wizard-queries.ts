import { DEAL_OPERATION_TYPES, type DealOperationType } from '../../../../../shared/deal-options.ts';
import { isUuid, searchOneOf, searchUuid } from '../../../../lib/search-params.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

export { isUuid };

/** The deal as the edit wizard opens it; the page shows "not found" itself, so the call raises no toast. */
export const editableQuery = (trpc: Trpc, id: string) => trpc.deals.editable.queryOptions({ id }, { meta: { silent: true } });

/** A saved simulation that prefills a new deal; the page says itself when it cannot be opened. */
export const simulationQuery = (trpc: Trpc, id: string) => trpc.simulation.get.queryOptions({ id }, { meta: { silent: true } });

/**
 * `/deal/new?simulationId=<uuid>` (a saved simulation), `?from=realty|vehicle` (the workspace's unsaved case, read
 * from the tab's session), and `productId` (the offer chosen on the result); anything else is ignored (a blank deal).
 */
export interface NewDealSearch {
  simulationId?: string;
  from?: 'realty' | 'vehicle';
  productId?: string;
  operationType?: DealOperationType;
}

export const newDealSearch = (raw: Record<string, unknown>): NewDealSearch => ({
  simulationId: searchUuid(raw.simulationId),
  from: searchOneOf(['realty', 'vehicle'] as const, raw.from),
  productId: searchUuid(raw.productId),
  operationType: searchOneOf(DEAL_OPERATION_TYPES, raw.operationType),
});
