import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { brokerPageTitle } from '../../../shared/server-rendering.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The tab's title of a broker's public page: the server's one ("Simulações e propostas de crédito · Ana Administradora · Demo Crédito",
 * shared/server-rendering.ts) once the broker is known, so hydration does not drop the name; "{page} · Crédito" while
 * loading. Reads the broker from the query BrokerGate fills (no second request). `withBroker` false: "{page} · Crédito"
 * always (a page the server never renders).
 */
export function useBrokerPageTitle(page: string, username: string, withBroker = true): void {
  const trpc = useTRPC();
  const broker = useQuery({ ...trpc.publicSimulation.broker.queryOptions({ username }, { meta: { silent: true }, staleTime: 5 * 60_000, retryOnMount: false }), enabled: false }).data;
  useDocumentTitle(broker && withBroker ? brokerPageTitle(page, broker) : `${page} · Crédito`);
}
