import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../../shared/permissions.ts';
import { readSession } from '../../lib/session.ts';
import type { Trpc } from '../../lib/trpc.ts';

/** The user list's filters, kept in the URL so a filtered list can be reloaded and shared. */
export interface UsersSearch {
  page?: number;
  search?: string;
  roleId?: string;
  status?: 'active' | 'inactive';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const out: UsersSearch = {};
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 100000) out.page = page;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.slice(0, 120);
  if (typeof raw.roleId === 'string' && UUID.test(raw.roleId)) out.roleId = raw.roleId;
  if (raw.status === 'active' || raw.status === 'inactive') out.status = raw.status;
  return out;
}

export const USERS_PAGE_SIZE = 20;

/** The users.list input for a URL search: the loader prefetches and the screen reads the same query. */
export function usersListInput(search: UsersSearch) {
  return { page: search.page ?? 1, size: USERS_PAGE_SIZE, search: search.search, roleId: search.roleId, status: search.status };
}

/** Loader of /users and /account/users: starts the list query early, when the role may see users at all. */
export function prefetchUsersList(queryClient: QueryClient, trpc: Trpc, search: UsersSearch): void {
  const permissions = readSession()?.user.role.permissions;
  if (can(permissions, 'user', 'view') || can(permissions, 'user', 'viewCompany'))
    void queryClient.prefetchQuery(trpc.users.list.queryOptions(usersListInput(search)));
}
