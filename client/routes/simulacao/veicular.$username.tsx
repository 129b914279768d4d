import { createFileRoute } from '@tanstack/react-router';
import { PublicSimulationPage } from './-components/PublicSimulationPage.tsx';

/** Public (no login): a broker's vehicle simulator; the visitor becomes the broker's lead. */
export const Route = createFileRoute('/simulacao/veicular/$username')({
  component: VehiclePublicRoute,
});

function VehiclePublicRoute() {
  const { username } = Route.useParams();
  return <PublicSimulationPage kind="vehicle" username={username} />;
}
