import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /account/profile opens its first tab, the user's own data
 * (docs/design/product-spec.md §2: the profile's children are tabs).
 */
export const Route = createFileRoute('/_auth/account/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/profile/me', replace: true });
  },
});
