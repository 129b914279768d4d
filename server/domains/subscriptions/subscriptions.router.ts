import { ZPdfFileResponse } from '../../../shared/schemas/common.ts';
import { ZChangeCardRequest, ZQuoteRequest, ZSubscribeRequest } from '../../../shared/schemas/subscriptions.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { protectedProcedure, requirePermission, router } from '../../trpc/init.ts';
import * as subscriptions from './subscriptions.service.ts';

const manager = requirePermission('subscription/manage');
const viewer = requirePermission('subscription/view', 'subscription/manage');

/**
 * The company's subscription to the platform. The tenant is always the session's company; no procedure takes a
 * subscription id. Cards arrive only as provider tokens (see sandbox-payment.route.ts for the sandbox's tokeniser).
 */
export const subscriptionsRouter = router({
  /** Plans and prices are no secret: any signed-in user may see them. */
  plans: protectedProcedure.query(({ ctx }) => subscriptions.plans(ctx.deps)),
  quote: manager.input(ZQuoteRequest).query(({ ctx, input }) => subscriptions.quote(ctx.deps, ctx.user, input)),
  current: viewer.query(({ ctx }) => subscriptions.current(ctx.deps, ctx.user)),
  /** A paid charge's receipt; bytes leave through the REST path GET /api/v1/subscriptions/invoices/{id}/receipt.pdf. */
  invoiceReceipt: viewer
    .input(ZIdRequest)
    .output(ZPdfFileResponse)
    .query(({ ctx, input }) => subscriptions.invoiceReceiptPdf(ctx.deps, ctx.user, input.id)),
  subscribe: manager.input(ZSubscribeRequest).mutation(({ ctx, input }) => subscriptions.subscribe(ctx.deps, ctx.user, input, ctx.meta)),
  changeCard: manager.input(ZChangeCardRequest).mutation(({ ctx, input }) => subscriptions.changeCard(ctx.deps, ctx.user, input, ctx.meta)),
  cancel: manager.mutation(({ ctx }) => subscriptions.cancel(ctx.deps, ctx.user, ctx.meta)),
  /** Undoes a cancellation while the paid period lasts. */
  reactivate: manager.mutation(({ ctx }) => subscriptions.reactivate(ctx.deps, ctx.user, ctx.meta)),
});
