import { createFileRoute } from '@tanstack/react-router';
import { ProjectionsScreen } from './-components/ProjectionsScreen.tsx';

export const Route = createFileRoute('/_auth/products/projecoes')({
  // The table starts loading with the route's code; the screen reads the same query.
  loader: ({ context }) => void context.queryClient.prefetchQuery(context.trpc.products.projections.queryOptions()),
  component: ProjectionsScreen,
});
