import type { Trpc } from '../../../../lib/trpc.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything but a UUID cannot name a bank: the page says "not found" without asking the server. */
export const isBankId = (id: string): boolean => UUID.test(id);

/** The bank; its page shows a missing bank itself (404-style), so the call raises no toast. */
export const institutionQuery = (trpc: Trpc, id: string) => trpc.bankPartners.get.queryOptions({ id }, { meta: { silent: true } });

/** Every product of the bank the company sees (its own and the global ones): one page is plenty. */
export const institutionProductsQuery = (trpc: Trpc, id: string) => trpc.products.list.queryOptions({ financialInstitutionId: id, page: 1, size: 100 });
