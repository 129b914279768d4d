import {
  ZCommissionAdvanceRequest,
  ZCommissionCancelRequest,
  ZCommissionListRequest,
  ZCommissionUpdateRequest,
  ZTransactionCreateRequest,
  ZTransactionStatusRequest,
} from '../../../shared/schemas/commissions.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as commissions from './commissions.service.ts';
import { forecast } from './forecast.service.ts';

const reader = requirePermission('commission/view', 'commission/viewCompany');
const manager = requirePermission('commission/manage');

/**
 * Commissions per deal (docs/design/product-spec.md §3, §4) and their transactions; statuses
 * answered in both readings (text and code).
 */
export const commissionsRouter = router({
  list: reader.input(ZCommissionListRequest).query(({ ctx, input }) => commissions.list(ctx.deps, ctx.user, input)),
  get: reader.input(ZIdRequest).query(({ ctx, input }) => commissions.get(ctx.deps, ctx.user, input.id)),
  forecast: reader.query(({ ctx }) => forecast(ctx.deps, ctx.user)),
  update: manager.input(ZCommissionUpdateRequest).mutation(({ ctx, input }) => commissions.update(ctx.deps, ctx.user, input, ctx.meta)),
  advance: manager.input(ZCommissionAdvanceRequest).mutation(({ ctx, input }) => commissions.advance(ctx.deps, ctx.user, input, ctx.meta)),
  cancel: manager.input(ZCommissionCancelRequest).mutation(({ ctx, input }) => commissions.cancel(ctx.deps, ctx.user, input, ctx.meta)),
  addTransaction: manager.input(ZTransactionCreateRequest).mutation(({ ctx, input }) => commissions.addTransaction(ctx.deps, ctx.user, input, ctx.meta)),
  setTransactionStatus: manager.input(ZTransactionStatusRequest).mutation(({ ctx, input }) => commissions.setTransactionStatus(ctx.deps, ctx.user, input, ctx.meta)),
});
