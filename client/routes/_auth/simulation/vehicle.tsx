import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BestMatchView } from '../../../components/simulation/BestMatchView.tsx';
import { reopenSearch } from './-components/reopen-search.ts';
import { SimulationWorkspace } from './-components/SimulationWorkspace.tsx';

export const Route = createFileRoute('/_auth/simulation/vehicle')({
  validateSearch: reopenSearch,
  component: VehicleWorkspace,
});

/** Vehicle financing (SimpleBest) and vehicle-collateral credit (BestCar): the form and the best match. */
function VehicleWorkspace() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onReopened = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <SimulationWorkspace kind="vehicle" reopenId={id} onReopened={onReopened}>
      <BestMatchView kind="vehicle" />
    </SimulationWorkspace>
  );
}
