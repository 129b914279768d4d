import { createFileRoute } from '@tanstack/react-router';
import { NewProductPage } from './-components/ProductFormPage.tsx';
import { isUuid } from './-components/products-search.ts';

export const Route = createFileRoute('/_auth/products/new')({
  // ?bank=<id>: opened from a bank's page, the form starts with that bank chosen.
  validateSearch: (raw: Record<string, unknown>): { bank?: string } => (isUuid(raw.bank) ? { bank: raw.bank } : {}),
  loader: ({ context }) => void context.queryClient.prefetchQuery(context.trpc.bankPartners.list.queryOptions({})),
  component: NewProductRoute,
});

function NewProductRoute() {
  const { bank } = Route.useSearch();
  return <NewProductPage bankId={bank} />;
}
