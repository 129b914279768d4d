/** What a list's table needs from its query: the rows, whether an answer is on its way, and how to try again. */
export interface ListState<T> {
  /** Undefined until the first answer. */
  items: T[] | undefined;
  loading: boolean;
  /** Set when the list failed to load. */
  onRetry?: () => void;
}

interface ListQuery {
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A query's list state: `<UsersTable {...listState(list, list.data?.items)} />`. */
export function listState<T>(query: ListQuery, items: T[] | undefined): ListState<T> {
  return { items, loading: query.isFetching, onRetry: query.isError ? () => void query.refetch() : undefined };
}
