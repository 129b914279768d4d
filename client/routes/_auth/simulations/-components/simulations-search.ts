import type { QueryClient } from '@tanstack/react-query';
import { SIMULATION_ORIGIN } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import type { SimulationType } from '../../../../../shared/schemas/simulation.ts';
import { searchOneOf, searchPage, searchText } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The saved-simulation list's filters, in the URL so a filtered list can be reloaded and shared. */
export interface SimulationsSearch {
  page?: number;
  search?: string;
  type?: SimulationType;
  origin?: 'internal' | 'simulator';
}

// SIMULATION_TYPES of shared/schemas/simulation.ts, written out: that module builds zod schemas, which the router's
// code (loaded by every page) must not pull in. The check below fails to compile if the two ever differ.
const TYPES = ['Financing', 'HomeEquity', 'BestCar', 'SimpleBest'] as const satisfies readonly SimulationType[];
const everyType: Exclude<SimulationType, (typeof TYPES)[number]> extends never ? true : false = true;
void everyType;

export function simulationsSearchSchema(raw: Record<string, unknown>): SimulationsSearch {
  return {
    page: searchPage(raw.page),
    search: searchText(raw.search),
    type: searchOneOf(TYPES, raw.type),
    origin: searchOneOf(['internal', 'simulator'] as const, raw.origin),
  };
}

export const SIMULATIONS_PAGE_SIZE = 20;

export const ORIGIN_LABEL: Record<'internal' | 'simulator', string> = SIMULATION_ORIGIN;

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
