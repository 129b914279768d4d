import { createFileRoute } from '@tanstack/react-router';
import { SavedSimulationPage } from './simulations/-components/SavedSimulationPage.tsx';

/** One saved simulation, as it was saved: a bookmarkable address (/simulations/{id}). */
export const Route = createFileRoute('/_auth/simulations_/$simulationId')({
  component: SavedSimulationRoute,
});

function SavedSimulationRoute() {
  const { simulationId } = Route.useParams();
  return <SavedSimulationPage simulationId={simulationId} />;
}
