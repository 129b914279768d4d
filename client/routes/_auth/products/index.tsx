import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { prefetchProductsList, validateProductsSearch, type ProductsSearch } from './-components/products-search.ts';
import { ProductsScreen } from './-components/ProductsScreen.tsx';

export const Route = createFileRoute('/_auth/products/')({
  validateSearch: validateProductsSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => prefetchProductsList(context.queryClient, context.trpc, deps),
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ProductsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <ProductsScreen search={search} onSearchChange={onSearchChange} />;
}
