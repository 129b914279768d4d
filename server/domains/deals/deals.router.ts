import { z } from 'zod';
import { ZBoardRequest, ZChangeResponsibleRequest, ZDealCommentRequest, ZDealCreateRequest, ZDealListRequest, ZDealMoveRequest, ZLinkCustomerRequest } from '../../../shared/schemas/deals.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { ZDocumentFileResponse, ZDocumentUploadResponse } from '../../../shared/schemas/deals.ts';
import { ZStoredFileOpener } from '../../lib/send-stored.ts';
import { requirePermission, router } from '../../trpc/init.ts';

/** Anyone who works deals (visibility then narrows to company, affiliate or own). */
const dealReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');
import * as deals from './deals.service.ts';
import * as documents from './documents.service.ts';
import * as dealUpdate from './deal-update.service.ts';
import { ZDealUpdateRequest } from '../../../shared/schemas/deals.ts';
import { dashboard } from './dashboard.service.ts';
import { findScopedDeal } from './deals.repository.ts';
import { renewTrackingLink } from '../public-deals/tracking.service.ts';
import { issueStreamTicket } from '../auth/stream-tickets.ts';
import { boardStream } from './board-stream.ts';
import { linkCustomer } from './customer-link.service.ts';

export const pipelinesRouter = router({
  list: dealReader.query(() => deals.listPipelines()),
  board: dealReader.input(ZBoardRequest).query(({ ctx, input }) => deals.board(ctx.deps, ctx.user, input)),
  /**
   * A single-use ticket (≤ 30 s) that opens `events`: server-sent events cannot send the Authorization header, and an
   * access token in the stream's URL would land in proxy logs.
   */
  streamTicket: dealReader.mutation(({ ctx }) => issueStreamTicket(ctx.deps, ctx.user)),
  /** Server-sent events of one board, within the viewer's visibility and session (board-stream.ts); opened with `?ticket=`. */
  events: dealReader.input(z.object({ pipeline: z.string().min(1).max(80) })).subscription(({ ctx, input, signal }) => boardStream(ctx.deps, ctx.user, input.pipeline, signal)),
});

export const dealsRouter = router({
  /** Last 30 days against the previous 30, within the user's visibility. */
  dashboard: dealReader.query(({ ctx }) => dashboard(ctx.deps, ctx.user)),
  list: dealReader.input(ZDealListRequest).query(({ ctx, input }) => deals.list(ctx.deps, ctx.user, input)),
  create: requirePermission('deal/create').input(ZDealCreateRequest).mutation(({ ctx, input }) => deals.create(ctx.deps, ctx.user, input, ctx.meta)),
  get: dealReader.input(ZIdRequest).query(({ ctx, input }) => deals.get(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** The deal in the shape of its update request, for the edit wizard. */
  editable: requirePermission('deal/update').input(ZIdRequest).query(({ ctx, input }) => dealUpdate.editable(ctx.deps, ctx.user, input.id)),
  update: requirePermission('deal/update').input(ZDealUpdateRequest).mutation(({ ctx, input }) => dealUpdate.update(ctx.deps, ctx.user, input, ctx.meta)),
  move: requirePermission('deal/update').input(ZDealMoveRequest).mutation(({ ctx, input }) => deals.move(ctx.deps, ctx.user, input, ctx.meta)),
  changeResponsible: requirePermission('deal/changeResponsible')
    .input(ZChangeResponsibleRequest)
    .mutation(({ ctx, input }) => deals.changeResponsible(ctx.deps, ctx.user, input, ctx.meta)),
  /** The people a deal can be handed to (operators lack user/view, so users.autocomplete is not for this). */
  assignableUsers: requirePermission('deal/changeResponsible').query(({ ctx }) => deals.assignableUsers(ctx.deps, ctx.user)),
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
      const deal = await findScopedDeal(ctx.deps.db, deals.dealScope(ctx.user), input.id);
      if (!deal) throw deals.notFound();
      return renewTrackingLink(ctx.deps, deal, ctx.user.id, ctx.meta);
    }),
  /** "Vincular ao cliente existente": a person of the deal joins the company's customer with that document. */
  linkCustomer: requirePermission('deal/update').input(ZLinkCustomerRequest).mutation(({ ctx, input }) => linkCustomer(ctx.deps, ctx.user, input, ctx.meta)),
  comment: requirePermission('deal/update').input(ZDealCommentRequest).mutation(({ ctx, input }) => deals.comment(ctx.deps, ctx.user, input.id, input.comment)),
});
