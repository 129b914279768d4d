import { createFileRoute } from '@tanstack/react-router';
import { DeadlinesView } from '../-components/DeadlinesView.tsx';

export const Route = createFileRoute('/_auth/simulation/realty/deadlines')({
  component: DeadlinesView,
});
