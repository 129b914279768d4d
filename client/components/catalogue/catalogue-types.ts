import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

/** A partner bank as the server answers it (percentages as percent numbers, money in reais). */
export type BankPartner = Outputs['bankPartners']['get'];
/** A product as the server answers it, with `editable` for the current user and `global` when shared by every company. */
export type Product = Outputs['products']['get'];
export type ProductListInput = Inputs['products']['list'];
