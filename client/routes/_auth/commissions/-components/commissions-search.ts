import type { QueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { z } from 'zod';
import { COMMISSION_STATUSES, type CommissionStatus } from '../../../../../shared/commissions.ts';
import { formatMoney } from '../../../../../shared/format.ts';
import { can } from '../../../../../shared/permissions.ts';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type CommissionItem = Outputs['commissions']['list']['items'][number];
export type CommissionDetail = Outputs['commissions']['get'];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The list's filters in the URL, so a filtered list can be reloaded and shared. */
export const commissionsSearchSchema = z.object({
  page: z.number().int().min(2).max(100000).optional().catch(undefined),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
  status: z.enum(COMMISSION_STATUSES as [CommissionStatus, ...CommissionStatus[]]).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  ownerId: z.uuid().optional().catch(undefined),
  bankPartnerId: z.uuid().optional().catch(undefined),
  /** The commission open in the side panel. */
  id: z.uuid().optional().catch(undefined),
});
export type CommissionsSearch = z.infer<typeof commissionsSearchSchema>;

export const COMMISSIONS_PAGE_SIZE = 20;

export function commissionsListInput(s: CommissionsSearch) {
  return { page: s.page ?? 1, size: COMMISSIONS_PAGE_SIZE, search: s.search, status: s.status, from: s.from, to: s.to, ownerId: s.ownerId, bankPartnerId: s.bankPartnerId };
}

export const canViewCommissions = (p: readonly { module: string; action: string }[] | undefined) => can(p, 'commission', 'view') || can(p, 'commission', 'viewCompany');

export function prefetchCommissions(queryClient: QueryClient, trpc: Trpc, search: CommissionsSearch): void {
  if (canViewCommissions(readSession()?.user.role.permissions)) void queryClient.prefetchQuery(trpc.commissions.list.queryOptions(commissionsListInput(search)));
}

export const STATUS_COLOR: Record<CommissionStatus, string> = { PREVISION: 'blue', PENDING_INVOICE: 'yellow', PAYMENT_PENDING: 'orange', PAID: 'green', CANCELED: 'red' };

/** Money from integer cents, as the API sends it: R$ 4.166,67. */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** "1,25 %" */
export const formatRate = (percent: number): string => `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;

/** ISO date → DD/MM/YYYY, or a dash when there is none. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
