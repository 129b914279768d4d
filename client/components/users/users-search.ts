import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../../shared/permissions.ts';
import { searchOneOf, searchPage, searchText, searchUuid } from '../../lib/search-params.ts';
import { readSession } from '../../lib/session.ts';
import type { Trpc } from '../../lib/trpc.ts';

/** The user list's filters, kept in the URL so a filtered list can be reloaded and shared. */
export interface UsersSearch {
  page?: number;
  search?: string;
  roleId?: string;
  status?: 'active' | 'inactive';
}

export function validateUsersSearch(raw: Record<string, unknown>): UsersSearch {
  return {
    page: searchPage(raw.page),
    search: searchText(raw.search),
    roleId: searchUuid(raw.roleId),
    status: searchOneOf(['active', 'inactive'] as const, raw.status),
  };
}

export const USERS_PAGE_SIZE = 20;

/** The users.list input for a URL search: the loader prefetches and the screen reads the same query. */
export function usersListInput(search: UsersSearch) {
  return { page: search.page ?? 1, size: USERS_PAGE_SIZE, search: search.search, roleId: search.roleId, status: search.status };
}

/** Loader of /users and /account/users: starts the list query early, when the role may see users at all. */
export function prefetchUsersList(queryClient: QueryClient, trpc: Trpc, search: UsersSearch): void {
  const permissions = readSession()?.user.role.permissions;
  if (can(permissions, 'user', 'view') || can(permissions, 'user', 'viewCompany')) void queryClient.prefetchQuery(trpc.users.list.queryOptions(usersListInput(search)));
}
