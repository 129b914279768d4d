import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError.tsx';
import type { ListState } from './list-state.ts';

export interface ListStatesProps<T> extends ListState<T> {
  /** What could not be loaded: "os usuários" ("Não foi possível carregar os usuários."). */
  what: string;
  /** The screen's pt-BR empty state: "Nenhum usuário encontrado". */
  empty: ReactNode;
  /** The list, with its own placeholders while the first page loads. */
  children: ReactNode;
}

/**
 * The states of a list around it: nothing found, or failed to load with a way to try again; otherwise the list.
 * Said in place of the list, so a phone sees them without scrolling a wide table sideways.
 */
export function ListStates<T>({ items, loading, onRetry, what, empty, children }: ListStatesProps<T>) {
  if (items && items.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {empty}
      </Text>
    );
  }
  if (!loading && !items && onRetry) return <LoadError what={what} onRetry={onRetry} />;
  return children;
}
