import { createFileRoute, redirect } from '@tanstack/react-router';

/** /account/profile opens the user's own data, its only section so far. */
export const Route = createFileRoute('/_auth/account/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/profile/me', replace: true });
  },
});
