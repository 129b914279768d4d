import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../../../../shared/permissions.ts';
import type { SUBSIDIARY_FILTERS } from '../../../../../shared/schemas/subsidiaries.ts';
import { searchOneOf, searchPage, searchText } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The affiliates list's filters, kept in the URL. */
export interface SubsidiariesSearch {
  page?: number;
  search?: string;
  status?: SubsidiaryFilter;
}

type SubsidiaryFilter = (typeof SUBSIDIARY_FILTERS)[number];
// SUBSIDIARY_FILTERS written out: its module builds zod schemas, which the router's code (loaded by every page) must
// not pull in. The check below fails to compile if the two ever differ.
const FILTERS = ['active', 'test', 'inactive', 'pending'] as const satisfies readonly SubsidiaryFilter[];
const everyFilter: Exclude<SubsidiaryFilter, (typeof FILTERS)[number]> extends never ? true : false = true;
void everyFilter;

export function validateSubsidiariesSearch(raw: Record<string, unknown>): SubsidiariesSearch {
  return { page: searchPage(raw.page), search: searchText(raw.search), status: searchOneOf(FILTERS, raw.status) };
}

export const SUBSIDIARIES_PAGE_SIZE = 20;

export const subsidiariesListInput = (s: SubsidiariesSearch) => ({ page: s.page ?? 1, size: SUBSIDIARIES_PAGE_SIZE, search: s.search, status: s.status });

export function prefetchSubsidiaries(queryClient: QueryClient, trpc: Trpc, search: SubsidiariesSearch): void {
  if (can(readSession()?.user.role.permissions, 'subsidiary', 'view')) void queryClient.prefetchQuery(trpc.accounts.subsidiaries.list.queryOptions(subsidiariesListInput(search)));
}
