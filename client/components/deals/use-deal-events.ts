import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/** Wait before opening a failed live stream again. */
const RECONNECT_MS = 2000;

/**
 * Live deals: while a board (or one deal's page) is open, changes committed by anyone, on any app instance, reach it
 * as server-sent events and what it shows is fetched again, so it always passes the server's visibility rules.
 * With `dealId`, only that deal's changes count. Bursts are coalesced.
 */
export function useDealEvents(pipelineKey: string | undefined, dealId?: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const queryKey = dealId ? trpc.deals.get.queryKey({ id: dealId }) : trpc.pipelines.board.pathKey();
  const refetchSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), 250);
  };
  const subscription = useSubscription(
    trpc.pipelines.events.subscriptionOptions(
      { pipeline: pipelineKey ?? '' },
      {
        enabled: !!pipelineKey,
        onData: (event) => {
          // 'resync': the server missed changes (database outage), so a deal page reads itself again too.
          if (dealId && event.dealId !== dealId && event.kind !== 'resync') return;
          refetchSoon();
        },
      },
    ),
  );
  // A stream only hears what is committed after it connects (a ticket is asked for first): whatever changed between
  // reading the page and the stream's start — or while it was reconnecting — is read once it is connected.
  const { status, reset } = subscription;
  const previous = useRef(status);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the stream's status only (see the last line)
  useEffect(() => {
    if (status === 'pending' && previous.current === 'connecting') refetchSoon();
    previous.current = status;
    // refetchSoon reads the current key; the effect only follows the stream's status.
  }, [status]);
  // A stream that failed (network, server restart, a session change the server ended it for) is opened again with a
  // new ticket; if the session is over, asking for the ticket signs the user out instead.
  useEffect(() => {
    if (status !== 'error') return;
    const retry = setTimeout(reset, RECONNECT_MS);
    return () => clearTimeout(retry);
  }, [status, reset]);
  return status;
}
