import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CustomersScreen } from './-components/CustomersScreen.tsx';
import { customersSearchSchema, prefetchCustomers, type CustomersSearch } from './-components/customers-search.ts';

export const Route = createFileRoute('/_auth/customers/')({
  validateSearch: customersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCustomers(context.queryClient, context.trpc, deps),
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CustomersSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CustomersScreen search={search} onSearchChange={onSearchChange} />;
}
