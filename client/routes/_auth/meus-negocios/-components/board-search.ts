import type { QueryClient } from '@tanstack/react-query';
import { canSeeDeals } from '../../../../components/deals/deal-permissions.ts';
import { searchOneOf, searchText, searchUuid } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The board's filters, in the URL so a filtered board can be reloaded and shared. */
export interface BoardSearch {
  owner?: 'mine' | 'all';
  search?: string;
  /** A partner bank's id. */
  bank?: string;
}

export function boardSearchSchema(raw: Record<string, unknown>): BoardSearch {
  return { owner: searchOneOf(['mine', 'all'] as const, raw.owner), search: searchText(raw.search), bank: searchUuid(raw.bank) };
}

/**
 * Cards the server sends per column at first; "Mostrar mais" asks for more of one column. The server sends counts
 * and totals of whole columns, so a 2,000-deal board reads ~20 cards a column, not 2,000.
 */
export const COLUMN_PAGE = 20;

/** The board query's input; `columnLimits`: stage → cards, for the columns the user asked more of. */
export function boardInput(pipeline: string, search: BoardSearch, columnLimits: Record<string, number> = {}) {
  const more = Object.keys(columnLimits).length ? columnLimits : undefined;
  return { pipeline, owner: search.owner ?? 'all', search: search.search, bankPartnerId: search.bank, perColumn: COLUMN_PAGE, columnLimits: more };
}

/** Loader of a board: starts its query with the route's code. */
export function prefetchBoard(queryClient: QueryClient, trpc: Trpc, pipeline: string, search: BoardSearch): void {
  if (canSeeDeals(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.pipelines.board.queryOptions(boardInput(pipeline, search)));
}
