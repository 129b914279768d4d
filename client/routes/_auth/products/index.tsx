import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { ProductsScreen } from './-components/ProductsScreen.tsx';
import { prefetchProductsList, validateProductsSearch } from './-components/products-search.ts';

export const Route = createFileRoute('/_auth/products/')({
  validateSearch: validateProductsSearch,
  loaderDeps: ({ search }) => search,
  // The list starts loading with the route's code (and on link hover); the screen reads the same query.
  loader: ({ context, deps }) => prefetchProductsList(context.queryClient, context.trpc, deps),
  component: ProductsRoute,
});

function ProductsRoute() {
  return <ProductsScreen {...useRouteSearch(Route)} />;
}
