import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>['subscriptions'];
/** The company's subscription and invoices as `subscriptions.current` answers (and every change returns). */
export type BillingState = Outputs['current'];
export type CurrentSubscription = NonNullable<BillingState['subscription']>;
export type Invoice = BillingState['invoices'][number];
export type SubscribeResult = Outputs['subscribe'];
export type Quote = Outputs['quote'];
export type PlanOffer = Outputs['plans']['plans'][number];
