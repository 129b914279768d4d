import { createFileRoute } from '@tanstack/react-router';
import { SimpleView } from '../-components/SimpleView.tsx';

export const Route = createFileRoute('/_auth/simulation/realty/simple')({
  component: SimpleView,
});
