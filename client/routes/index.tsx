import { createFileRoute, redirect } from '@tanstack/react-router';

/** The root opens the dashboard (spec §2); the `_auth` guard sends visitors to /login first. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/dashboard', replace: true });
  },
});
