import { Card, Group, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import { PageHeader } from '../PageHeader.tsx';
import { PaginationBar } from '../PaginationBar.tsx';
import { countNoun, type ListSearch, withPage } from './list-search.ts';
import { SearchBox } from './SearchBox.tsx';

interface ListScreenProps<S extends ListSearch> {
  title: string;
  description: ReactNode;
  /** The header's buttons ("Novo usuário", export). */
  actions?: ReactNode;
  /** Between the header and the list: notices, totals. */
  above?: ReactNode;
  /** The route's search params and how to change them (useRouteSearch). */
  search: S;
  onSearchChange: (next: S) => void;
  /** What the "Buscar" box searches ("Nome ou e-mail"); no box without it. */
  searchPlaceholder?: string;
  /** The screen's other filters, after the search box (falsy entries are left out). */
  filters?: ReactNode[];
  /** The filter grid's columns; by default one per filter from the `sm` breakpoint. */
  filterColumns?: SimpleGridProps['cols'];
  /** The current page's answer; the count and the page controls show once it is there. */
  page?: { total: number; totalPages: number };
  /** What is counted: ['usuário', 'usuários']. */
  noun: readonly [string, string];
  /** Beside the count, at the end of the list ("A receber: R$ …"). */
  summary?: ReactNode;
  /** The list itself (usually a DataTable). */
  children: ReactNode;
}

/**
 * A list screen (docs/design/product-spec.md §9): header, the filters bound to the route's search params, the list, and
 * its count with the page controls. Changing a filter goes back to the first page; the page is kept in the URL too.
 */
export function ListScreen<S extends ListSearch>(props: ListScreenProps<S>) {
  const { search, onSearchChange, page } = props;
  const filters = Children.toArray([
    props.searchPlaceholder ? <SearchBox key="searchbox" search={search} onSearchChange={onSearchChange} placeholder={props.searchPlaceholder} /> : null,
    ...(props.filters ?? []),
  ]);
  const pagination = page ? (
    <PaginationBar page={search.page ?? 1} totalPages={page.totalPages} total={page.total} noun={countNoun(page.total, props.noun)} onChange={(next) => onSearchChange(withPage(search, next))} />
  ) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.above}
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          {filters.length > 0 ? (
            // One grid whatever the count, so the search box keeps what is typed when a filter appears.
            <SimpleGrid cols={props.filterColumns ?? { base: 1, sm: filters.length }} spacing="md" maw={filters.length === 1 ? 420 : undefined}>
              {filters}
            </SimpleGrid>
          ) : null}
          {props.children}
          {pagination && props.summary ? (
            <Group justify="space-between" align="flex-start">
              {pagination}
              {props.summary}
            </Group>
          ) : (
            pagination
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
