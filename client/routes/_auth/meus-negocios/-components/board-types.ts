import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type Board = Outputs['pipelines']['board'];
export type BoardColumnData = Board['columns'][number];
export type BoardCardData = BoardColumnData['cards'][number];
