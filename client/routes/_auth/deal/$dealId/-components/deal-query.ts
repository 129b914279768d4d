import { canSeeDeals } from '../../../../../components/deals/deal-permissions.ts';
import type { Trpc } from '../../../../../lib/trpc.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything but a UUID cannot name a deal: the page says "not found" without asking the server. */
export const isDealId = (id: string): boolean => UUID.test(id);

/** The deal; the page shows a missing one (or another tenant's) itself, so the call raises no toast. */
export const dealQuery = (trpc: Trpc, id: string) => trpc.deals.get.queryOptions({ id }, { meta: { silent: true } });

/** Anyone who works deals opens them; what they see is narrowed by the server (company, affiliate or own). */
export const canReadDeals = canSeeDeals;
