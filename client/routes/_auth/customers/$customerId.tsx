import { createFileRoute } from '@tanstack/react-router';
import { readSession } from '../../../lib/session.ts';
import { CustomerPage } from './-components/CustomerPage.tsx';
import { canViewCustomers, customerQuery, isCustomerId } from './-components/customers-search.ts';

export const Route = createFileRoute('/_auth/customers/$customerId')({
  loader: ({ context, params }) => {
    if (isCustomerId(params.customerId) && canViewCustomers(readSession()?.user.role.permissions)) {
      void context.queryClient.prefetchQuery(customerQuery(context.trpc, params.customerId));
    }
  },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { customerId } = Route.useParams();
  return <CustomerPage customerId={customerId} />;
}
