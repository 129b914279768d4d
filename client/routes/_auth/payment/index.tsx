import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from './-components/PlansPage.tsx';

export const Route = createFileRoute('/_auth/payment/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(context.trpc.subscriptions.plans.queryOptions()),
  component: PlansPage,
});
