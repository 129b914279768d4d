import { createFileRoute } from '@tanstack/react-router';
import { useRouteSearch } from '../../../components/list/use-route-search.ts';
import { SubsidiariesScreen } from './-components/SubsidiariesScreen.tsx';
import { prefetchSubsidiaries, validateSubsidiariesSearch } from './-components/subsidiaries-search.ts';

/** /subsidiary (sidebar "Filiais", docs/design/product-spec.md §2). */
export const Route = createFileRoute('/_auth/subsidiary/')({
  validateSearch: validateSubsidiariesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubsidiaries(context.queryClient, context.trpc, deps),
  component: SubsidiaryRoute,
});

function SubsidiaryRoute() {
  return <SubsidiariesScreen {...useRouteSearch(Route)} />;
}
