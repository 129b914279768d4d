import { createFileRoute } from '@tanstack/react-router';
import { BestMatchView } from '../../../../components/simulation/BestMatchView.tsx';

export const Route = createFileRoute('/_auth/simulation/realty/bestMatch')({
  component: () => <BestMatchView kind="realty" />,
});
