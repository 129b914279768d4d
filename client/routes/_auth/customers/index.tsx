import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { CustomersScreen } from './-components/CustomersScreen.tsx';
import { customersSearchSchema, prefetchCustomers } from './-components/customers-search.ts';

export const Route = createFileRoute('/_auth/customers/')({
  validateSearch: customersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCustomers(context.queryClient, context.trpc, deps),
  component: CustomersRoute,
});

function CustomersRoute() {
  return <CustomersScreen {...useRouteSearch(Route)} />;
}
