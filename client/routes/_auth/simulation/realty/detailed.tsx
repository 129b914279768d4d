import { createFileRoute } from '@tanstack/react-router';
import { DetailedView } from '../-components/DetailedView.tsx';

export const Route = createFileRoute('/_auth/simulation/realty/detailed')({
  component: DetailedView,
});
