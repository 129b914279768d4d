import { useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { BillingState } from './payment-types.ts';

/**
 * After a cancellation or a reactivation: the answer carries the company's subscription as it now is, shown at once,
 * said in a toast, the dialog closed, and then read again.
 */
export function useSubscriptionChanged(onClose: () => void): (result: BillingState & { message: string }) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (result) => {
    queryClient.setQueryData(trpc.subscriptions.current.queryKey(), { subscription: result.subscription, invoices: result.invoices });
    showSuccessToast(result.message);
    onClose();
    await queryClient.invalidateQueries(trpc.subscriptions.current.queryFilter());
  };
}
