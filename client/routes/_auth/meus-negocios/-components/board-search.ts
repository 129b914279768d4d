import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { canSeeDeals } from '../../../../components/deals/deal-permissions.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The board's filters, in the URL so a filtered board can be reloaded and shared. */
export const boardSearchSchema = z.object({
  owner: z.enum(['mine', 'all']).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
  bank: z.uuid().optional().catch(undefined),
});
export type BoardSearch = z.infer<typeof boardSearchSchema>;

export function boardInput(pipeline: string, search: BoardSearch) {
  return { pipeline, owner: search.owner ?? 'all', search: search.search, bankPartnerId: search.bank };
}

/** Loader of a board: starts its query with the route's code. */
export function prefetchBoard(queryClient: QueryClient, trpc: Trpc, pipeline: string, search: BoardSearch): void {
  if (canSeeDeals(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.pipelines.board.queryOptions(boardInput(pipeline, search)));
}
