import { createFileRoute } from '@tanstack/react-router';
import { EditProductPage } from './-components/ProductFormPage.tsx';
import { isUuid, productQuery } from './-components/products-search.ts';

export const Route = createFileRoute('/_auth/products/edit/$id')({
  loader: ({ context, params }) => {
    if (!isUuid(params.id)) return;
    void context.queryClient.prefetchQuery(productQuery(context.trpc, params.id));
    void context.queryClient.prefetchQuery(context.trpc.bankPartners.list.queryOptions({}));
  },
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id } = Route.useParams();
  return <EditProductPage id={id} />;
}
