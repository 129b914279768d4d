import { useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** After a change to a user (created, edited, role changed, deactivated, reactivated): its message, and the list read again. */
export function useUsersChanged(): (result: { message: string }) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async ({ message }) => {
    showSuccessToast(message);
    await queryClient.invalidateQueries(trpc.users.list.pathFilter());
  };
}
