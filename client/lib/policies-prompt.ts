import { useSyncExternalStore } from 'react';

/**
 * Whether the terms-and-privacy modal is open (docs/design/product-spec.md §8 USER_POLICIES_NOT_ACCEPTED_ERROR). A tiny
 * store, so the error handler can open the modal without importing React components or the tRPC client.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const requestPolicies = (): void => set(true);
export const dismissPolicies = (): void => set(false);

export function usePoliciesPrompt(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
