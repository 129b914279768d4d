import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/simulation/realty/')({
  beforeLoad: () => {
    throw redirect({ to: '/simulation/realty/bestMatch', replace: true });
  },
});
