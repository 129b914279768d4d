import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router.tsx';
import { CookieConsent } from '../components/cookies/CookieConsent.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

/** Every page, public or private, with the cookie banner (docs/design/product-spec.md §4) mounted once. */
function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieConsent />
    </>
  );
}
