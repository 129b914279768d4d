/** What every list keeps in its route's search params: the page (beyond the first) and the search box's text. */
export interface ListSearch {
  page?: number;
  search?: string;
}

/** A filter changed: the list starts again from its first page. */
export function withFilter<S extends ListSearch>(search: S, patch: Partial<S>): S {
  return { ...search, ...patch, page: undefined };
}

/** Another page of the list; page 1 stays out of the URL. */
export function withPage<S extends ListSearch>(search: S, page: number): S {
  return { ...search, page: page > 1 ? page : undefined };
}

/** "1 usuário", "3 usuários": the noun for a count. */
export const countNoun = (count: number, [one, many]: readonly [string, string]): string => (count === 1 ? one : many);

/** A list screen's props: the route's search params and how to change them (useRouteSearch). */
export interface SearchProps<S> {
  search: S;
  onSearchChange: (next: S) => void;
}
