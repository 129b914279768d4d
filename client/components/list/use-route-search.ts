import { useCallback } from 'react';

/** The part of a file route (`Route`) that reads and writes its validated search params. */
interface SearchRoute<S> {
  useSearch: () => S;
  useNavigate: () => (options: { search: NoInfer<S>; replace: boolean }) => Promise<void>;
}

/**
 * A list screen's `search` and `onSearchChange`, bound to its route's search params (validated by the route's
 * `validateSearch`): a filtered, paged list can be reloaded and shared, and changing a filter replaces the history
 * entry instead of piling one up per keystroke.
 */
export function useRouteSearch<S>(route: SearchRoute<S>): { search: S; onSearchChange: (next: S) => void } {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback((next: S) => void navigate({ search: next, replace: true }), [navigate]);
  return { search, onSearchChange };
}
