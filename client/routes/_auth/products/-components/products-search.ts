import type { QueryClient } from '@tanstack/react-query';
import { PRODUCT_TYPE } from '../../../../../shared/options.ts';
import { can } from '../../../../../shared/permissions.ts';
import type { ProductListInput } from '../../../../components/catalogue/catalogue-types.ts';
import { searchPage, searchText } from '../../../../lib/search-params.ts';
import { readSession } from '../../../../lib/session.ts';
import type { Trpc } from '../../../../lib/trpc.ts';

export type ProductType = keyof typeof PRODUCT_TYPE;

/** The product list's filters, kept in the URL so a filtered list can be reloaded and shared. */
export interface ProductsSearch {
  page?: number;
  search?: string;
  type?: ProductType;
  /** A partner bank's id. */
  bank?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductType = (v: unknown): v is ProductType => typeof v === 'string' && Object.hasOwn(PRODUCT_TYPE, v);
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

export function validateProductsSearch(raw: Record<string, unknown>): ProductsSearch {
  return {
    page: searchPage(raw.page),
    search: searchText(raw.search),
    type: isProductType(raw.type) ? raw.type : undefined,
    bank: isUuid(raw.bank) ? raw.bank : undefined,
  };
}

export const PRODUCTS_PAGE_SIZE = 20;

export function productsListInput(search: ProductsSearch): ProductListInput {
  return { page: search.page ?? 1, size: PRODUCTS_PAGE_SIZE, search: search.search, type: search.type, financialInstitutionId: search.bank };
}

/** Loader of /products: the list and the bank filter's options start loading with the route's code. */
export function prefetchProductsList(queryClient: QueryClient, trpc: Trpc, search: ProductsSearch): void {
  const permissions = readSession()?.user.role.permissions;
  if (!can(permissions, 'product', 'view')) return;
  void queryClient.prefetchQuery(trpc.products.list.queryOptions(productsListInput(search)));
  if (can(permissions, 'bankPartner', 'view')) void queryClient.prefetchQuery(trpc.bankPartners.list.queryOptions({}));
}

/** The edit page's product; a missing product is shown on the page, not as a toast. */
export const productQuery = (trpc: Trpc, id: string) => trpc.products.get.queryOptions({ id }, { meta: { silent: true } });
