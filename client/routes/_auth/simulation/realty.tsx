import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useCallback } from 'react';
import { reopenSearch } from './-components/reopen-search.ts';
import { SimulationWorkspace } from './-components/SimulationWorkspace.tsx';

export const Route = createFileRoute('/_auth/simulation/realty')({
  validateSearch: reopenSearch,
  component: RealtyWorkspace,
});

/** The realty form, kept mounted while the user moves between its views (the children). */
function RealtyWorkspace() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onReopened = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <SimulationWorkspace kind="realty" reopenId={id} onReopened={onReopened}>
      <Outlet />
    </SimulationWorkspace>
  );
}
