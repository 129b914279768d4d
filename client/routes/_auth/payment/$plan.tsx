import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from './-components/CheckoutPage.tsx';

export const Route = createFileRoute('/_auth/payment/$plan')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(context.trpc.subscriptions.plans.queryOptions()),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { plan } = Route.useParams();
  return <CheckoutPage planKey={plan} />;
}
