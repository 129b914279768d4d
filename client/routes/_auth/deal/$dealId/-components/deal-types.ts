import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/** A deal as deals.get answers it: summary, associates, asset, documents and timeline (newest first). */
export type DealDetail = Outputs['deals']['get'];
export type DealAssociate = DealDetail['associates'][number];
export type DealIncome = DealAssociate['incomes'][number];
export type DealAssetData = DealDetail['asset'];
/** Someone a deal may be handed to. */
export type AssignableUser = Outputs['deals']['assignableUsers'][number];
