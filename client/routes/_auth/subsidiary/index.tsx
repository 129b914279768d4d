import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SubsidiariesScreen } from './-components/SubsidiariesScreen.tsx';
import { prefetchSubsidiaries, validateSubsidiariesSearch, type SubsidiariesSearch } from './-components/subsidiaries-search.ts';

/** /subsidiary (sidebar "Filiais", spec §2). */
export const Route = createFileRoute('/_auth/subsidiary/')({
  validateSearch: validateSubsidiariesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchSubsidiaries(context.queryClient, context.trpc, deps),
  component: SubsidiaryRoute,
});

function SubsidiaryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SubsidiariesSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <SubsidiariesScreen search={search} onSearchChange={onSearchChange} />;
}
