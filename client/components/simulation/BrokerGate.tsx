import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { toFailure } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BrokerHeaderSkeleton, BrokerLoadError, BrokerNotFound } from './PublicFrame.tsx';
import type { PublicBroker } from './simulation-types.ts';

/** Loads the broker of a public link; an unknown (or malformed) username shows the friendly not-found message. */
export function BrokerGate({ username, children }: { username: string; children: (broker: PublicBroker) => ReactNode }) {
  const trpc = useTRPC();
  // The page itself says what went wrong: no toast on top of it. A "not found" the server already rendered
  // stays: asking again on mount would put the skeleton back over it.
  const broker = useQuery(trpc.publicSimulation.broker.queryOptions({ username }, { meta: { silent: true }, staleTime: 5 * 60_000, retryOnMount: false }));
  // The page under the broker's header is the largest render of a public page: deferred, React renders it in slices
  // that yield to the browser (Lighthouse's total blocking time on a phone), the skeleton staying until it is ready.
  const data = useDeferredValue(broker.data);
  if (data) return <>{children(data)}</>;
  if (broker.isError && !broker.isFetching) {
    const failure = toFailure(broker.error);
    if (failure.status === 404 || failure.status === 400) return <BrokerNotFound />;
    return <BrokerLoadError onRetry={() => void broker.refetch()} />;
  }
  return <BrokerHeaderSkeleton />;
}
