import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../../server/trpc/app-router.ts';

export type ReleaseItem = inferRouterOutputs<AppRouter>['releases']['list']['items'][number];
