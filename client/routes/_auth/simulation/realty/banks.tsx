import { createFileRoute } from '@tanstack/react-router';
import { BanksView } from '../-components/BanksView.tsx';

export const Route = createFileRoute('/_auth/simulation/realty/banks')({
  component: BanksView,
});
