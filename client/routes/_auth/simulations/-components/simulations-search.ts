import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { can } from '../../../../../shared/permissions.ts';
import { SIMULATION_TYPES } from '../../../../../shared/schemas/simulation.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The saved-simulation list's filters, in the URL so a filtered list can be reloaded and shared. */
export const simulationsSearchSchema = z.object({
  page: z.number().int().min(2).max(100000).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
  type: z.enum(SIMULATION_TYPES).optional().catch(undefined),
  origin: z.enum(['internal', 'simulator']).optional().catch(undefined),
});
export type SimulationsSearch = z.infer<typeof simulationsSearchSchema>;

export const SIMULATIONS_PAGE_SIZE = 20;

export const ORIGIN_LABEL: Record<'internal' | 'simulator', string> = { internal: 'Interna', simulator: 'Simulador público' };

export function simulationsListInput(search: SimulationsSearch) {
  return { page: search.page ?? 1, size: SIMULATIONS_PAGE_SIZE, search: search.search, type: search.type, origin: search.origin };
}

export function canViewSimulations(permissions: readonly { module: string; action: string }[] | undefined): boolean {
  return can(permissions, 'simulation', 'view') || can(permissions, 'simulation', 'viewCompany');
}

/** Loader of /simulations: starts the list query with the route's code, when the role may see it. */
export function prefetchSimulations(queryClient: QueryClient, trpc: Trpc, search: SimulationsSearch): void {
  if (canViewSimulations(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.simulation.list.queryOptions(simulationsListInput(search)));
}
