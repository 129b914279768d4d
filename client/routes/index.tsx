import { createFileRoute, redirect } from '@tanstack/react-router';

/** The root opens the dashboard (docs/design/product-spec.md §2); the `_auth` guard sends visitors to /login first. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/dashboard', replace: true });
  },
});
