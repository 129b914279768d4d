import type { QueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { COMMISSION_STATUSES, type CommissionStatus } from '../../../../../shared/commissions.ts';
import { can } from '../../../../../shared/permissions.ts';
import { searchIsoDate, searchOneOf, searchPage, searchText, searchUuid } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type CommissionItem = Outputs['commissions']['list']['items'][number];
export type CommissionDetail = Outputs['commissions']['get'];

/** The list's filters in the URL, so a filtered list can be reloaded and shared. */
export interface CommissionsSearch {
  page?: number;
  search?: string;
  status?: CommissionStatus;
  /** YYYY-MM-DD. */
  from?: string;
  to?: string;
  ownerId?: string;
  bankPartnerId?: string;
  /** The commission open in the side panel. */
  id?: string;
}

export function commissionsSearchSchema(raw: Record<string, unknown>): CommissionsSearch {
  return {
    page: searchPage(raw.page),
    search: searchText(raw.search),
    status: searchOneOf(COMMISSION_STATUSES, raw.status),
    from: searchIsoDate(raw.from),
    to: searchIsoDate(raw.to),
    ownerId: searchUuid(raw.ownerId),
    bankPartnerId: searchUuid(raw.bankPartnerId),
    id: searchUuid(raw.id),
  };
}

export const COMMISSIONS_PAGE_SIZE = 20;

export function commissionsListInput(s: CommissionsSearch) {
  return { page: s.page ?? 1, size: COMMISSIONS_PAGE_SIZE, search: s.search, status: s.status, from: s.from, to: s.to, ownerId: s.ownerId, bankPartnerId: s.bankPartnerId };
}

export const canViewCommissions = (p: readonly { module: string; action: string }[] | undefined) => can(p, 'commission', 'view') || can(p, 'commission', 'viewCompany');

export function prefetchCommissions(queryClient: QueryClient, trpc: Trpc, search: CommissionsSearch): void {
  if (canViewCommissions(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.commissions.list.queryOptions(commissionsListInput(search)));
}
