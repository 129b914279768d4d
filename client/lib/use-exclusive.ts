import { type DefaultError, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * Runs an action that must not run twice at once (a create, a save): a call while one is on its way is ignored. A
 * double click or a repeated Enter fires twice before the button can show it is busy (the mutation's state reaches
 * the screen a tick later), so the guard is a ref, set at once.
 */
export function useExclusive(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return async (action) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await action();
    } finally {
      busy.current = false;
    }
  };
}

/**
 * useMutation whose `mutate` ignores a call while the previous one is on its way: for creates, where a double click
 * would make two. Failures are handled as the mutation's options and the app's error handling say.
 */
export function useExclusiveMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const exclusive = useExclusive();
  const mutate: typeof mutation.mutate = (...args) => {
    void exclusive(() => mutation.mutateAsync(...args).catch(() => undefined));
  };
  return { ...mutation, mutate };
}
