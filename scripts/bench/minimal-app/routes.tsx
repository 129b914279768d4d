import { createRootRoute, createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';

/** One root and one page, the page in its own chunk (route-level code splitting, as the product does). */
const rootRoute = createRootRoute({ component: Outlet });
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: lazyRouteComponent(() => import('./routes/Page.tsx'), 'Page') });

export const routeTree = rootRoute.addChildren([pageRoute]);
