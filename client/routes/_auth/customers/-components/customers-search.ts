import type { QueryClient } from '@tanstack/react-query';
import { canSeeDeals } from '../../../../components/deals/deal-permissions.ts';
import { searchPage, searchText } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

/** The customer list's search and page, in the URL so a filtered list can be reloaded and shared. */
export interface CustomersSearch {
  page?: number;
  search?: string;
}

export function customersSearchSchema(raw: Record<string, unknown>): CustomersSearch {
  return { page: searchPage(raw.page), search: searchText(raw.search) };
}

/** docs/design/product-spec.md §9: pages of 20. */
export const CUSTOMERS_PAGE_SIZE = 20;

export function customersListInput(search: CustomersSearch) {
  return { page: search.page ?? 1, size: CUSTOMERS_PAGE_SIZE, search: search.search };
}

/** The same rule as the server's: whoever works deals sees the people in them. */
export const canViewCustomers = canSeeDeals;

/** Loader of /customers: starts the list query with the route's code, when the role may see it. */
export function prefetchCustomers(queryClient: QueryClient, trpc: Trpc, search: CustomersSearch): void {
  if (canViewCustomers(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.customers.list.queryOptions(customersListInput(search)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Anything but a UUID cannot name a customer: the page says "not found" without asking. */
export const isCustomerId = (id: string): boolean => UUID.test(id);

/** The customer; a missing one (or another tenant's) is shown by the page, so no toast. */
export const customerQuery = (trpc: Trpc, id: string) => trpc.customers.get.queryOptions({ id }, { meta: { silent: true } });
