import { createFileRoute } from '@tanstack/react-router';
import { PublicSimulationPage } from './-components/PublicSimulationPage.tsx';

/** Public (no login): a broker's multi-bank realty simulator; the visitor becomes the broker's lead. */
export const Route = createFileRoute('/simulacao/imobiliaria/$username')({
  component: RealtyPublicRoute,
});

function RealtyPublicRoute() {
  const { username } = Route.useParams();
  return <PublicSimulationPage kind="realty" username={username} />;
}
