import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSimulationParsed } from '../../../shared/schemas/simulation.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { useSimulationCase } from './case-store.ts';
import type { SimulationKind } from './simulation-types.ts';

type Client = ReturnType<typeof useTRPCClient>;

/** Results depend only on the case and the catalogue: a few minutes of reuse across the views is safe. */
const RESULT_STALE_MS = 5 * 60_000;

/**
 * simulation.run as a query keyed by the request: it computes without saving (sent by POST only because the case is
 * large: client/lib/trpc.ts), so every view of one case shares one answer and switching views never recomputes it.
 */
export function runQueryOptions(client: Client, request: TSimulationParsed) {
  return queryOptions({
    queryKey: ['simulation', 'run', request],
    queryFn: () => client.simulation.run.query(request),
    staleTime: RESULT_STALE_MS,
  });
}

/** The request last simulated in a workspace and its result (pending until the first "Simular"). */
export function useSimulationResult(kind: SimulationKind) {
  const client = useTRPCClient();
  const { request, savedId } = useSimulationCase(kind);
  const query = useQuery({ ...runQueryOptions(client, request as TSimulationParsed), enabled: request !== null });
  return { request, savedId, query };
}

/** One product of the case over the type's deadline options. */
export function useDeadlines(request: TSimulationParsed, productId: string | null, terms: number[]) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: ['simulation', 'deadlines', request, productId, terms],
    queryFn: () => client.simulation.deadlines.query({ input: request, productId: productId!, terms }),
    enabled: productId !== null,
    staleTime: RESULT_STALE_MS,
  });
}

/** One product of the case in PRICE and in SAC, every month. */
export function useDetailed(request: TSimulationParsed, productId: string | null) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: ['simulation', 'detailed', request, productId],
    queryFn: () => client.simulation.detailed.query({ input: request, productId: productId! }),
    enabled: productId !== null,
    staleTime: RESULT_STALE_MS,
  });
}
