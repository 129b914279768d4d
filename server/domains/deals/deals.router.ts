import { z } from 'zod';
import {
  ZChangeResponsibleRequest,
  ZDealCommentRequest,
  ZDealCreateRequest,
  ZDealListRequest,
  ZDealMoveRequest,
  ZDealUpdateRequest,
  ZDocumentFileResponse,
  ZDocumentUploadResponse,
  ZLinkCustomerRequest,
} from '../../../shared/schemas/deals.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { ZStoredFileOpener } from '../../lib/send-stored.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import { renewTrackingLink } from '../public-deals/tracking.service.ts';
import { create } from './create-deal.service.ts';
import { linkCustomer } from './customer-link.service.ts';
import { dashboard } from './dashboard.service.ts';
import { comment } from './deal-comments.service.ts';
import { get } from './deal-detail.service.ts';
import { notFound } from './deal-errors.ts';
import { list } from './deal-list.service.ts';
import { assignableUsers, changeResponsible } from './deal-responsible.service.ts';
import { dealScope } from './deal-scope.ts';
import * as dealUpdate from './deal-update.service.ts';
import { findScopedDeal } from './deals.repository.ts';
import * as documents from './documents.service.ts';
import { move } from './move-deal.service.ts';

/** Anyone who works deals (visibility then narrows to company, affiliate or own). */
const dealReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');

/** The deals' procedures; the boards (`pipelines.*`) are in ../pipelines/pipelines.router.ts. */
export const dealsRouter = router({
  /** Last 30 days against the previous 30, within the user's visibility. */
  dashboard: dealReader.query(({ ctx }) => dashboard(ctx.deps, ctx.user)),
  list: dealReader.input(ZDealListRequest).query(({ ctx, input }) => list(ctx.deps, ctx.user, input)),
  create: requirePermission('deal/create')
    .input(ZDealCreateRequest)
    .mutation(({ ctx, input }) => create(ctx.deps, ctx.user, input, ctx.meta)),
  get: dealReader.input(ZIdRequest).query(({ ctx, input }) => get(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** The deal in the shape of its update request, for the edit wizard. */
  editable: requirePermission('deal/update')
    .input(ZIdRequest)
    .query(({ ctx, input }) => dealUpdate.editable(ctx.deps, ctx.user, input.id)),
  update: requirePermission('deal/update')
    .input(ZDealUpdateRequest)
    .mutation(({ ctx, input }) => dealUpdate.update(ctx.deps, ctx.user, input, ctx.meta)),
  move: requirePermission('deal/update')
    .input(ZDealMoveRequest)
    .mutation(({ ctx, input }) => move(ctx.deps, ctx.user, input, ctx.meta)),
  changeResponsible: requirePermission('deal/changeResponsible')
    .input(ZChangeResponsibleRequest)
    .mutation(({ ctx, input }) => changeResponsible(ctx.deps, ctx.user, input, ctx.meta)),
  /** The people a deal can be handed to (operators lack user/view, so users.autocomplete is not for this). */
  assignableUsers: requirePermission('deal/changeResponsible').query(({ ctx }) => assignableUsers(ctx.deps, ctx.user)),
  reviewDocument: requirePermission('deal/update')
    .input(z.object({ dealId: z.uuid(), documentId: z.uuid(), status: z.enum(['approved', 'rejected']), reason: z.string().trim().max(500).optional() }))
    .mutation(({ ctx, input }) => documents.review(ctx.deps, ctx.user, input, ctx.meta)),
  /** Bytes arrive through the REST path POST /api/v1/deals/{id}/documents/{documentId} (multipart). */
  uploadDocument: requirePermission('deal/update')
    .input(z.object({ dealId: z.uuid(), documentId: z.uuid(), fileName: z.string().max(300), bytes: z.instanceof(Uint8Array) }))
    .output(ZDocumentUploadResponse)
    .mutation(({ ctx, input }) => documents.upload(ctx.deps, ctx.user, input.dealId, input.documentId, input.bytes, input.fileName, ctx.meta)),
  /** Bytes leave through GET /api/v1/deals/{id}/documents/{documentId}/file. */
  downloadDocument: dealReader
    .input(z.object({ dealId: z.uuid(), documentId: z.uuid() }))
    .output(ZDocumentFileResponse.extend({ open: ZStoredFileOpener }))
    .query(({ ctx, input }) => documents.download(ctx.deps, ctx.user, input.dealId, input.documentId, ctx.meta)),
  /** A new private link for the customer to follow the deal (the previous one stops working). */
  trackingLink: requirePermission('deal/update')
    .input(ZIdRequest)
    .mutation(async ({ ctx, input }) => {
      const deal = await findScopedDeal(ctx.deps.db, dealScope(ctx.user), input.id);
      if (!deal) throw notFound();
      return renewTrackingLink(ctx.deps, deal, ctx.user.id, ctx.meta);
    }),
  /** "Vincular ao cliente existente": a person of the deal joins the company's customer with that document. */
  linkCustomer: requirePermission('deal/update')
    .input(ZLinkCustomerRequest)
    .mutation(({ ctx, input }) => linkCustomer(ctx.deps, ctx.user, input, ctx.meta)),
  comment: requirePermission('deal/update')
    .input(ZDealCommentRequest)
    .mutation(({ ctx, input }) => comment(ctx.deps, ctx.user, input.id, input.comment)),
});
