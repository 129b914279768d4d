import { z } from 'zod';
import { ZBoardRequest, ZChangeResponsibleRequest, ZDealCommentRequest, ZDealCreateRequest, ZDealMoveRequest } from '../../../shared/schemas/deals.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';

/** Anyone who works deals (visibility then narrows to company, affiliate or own). */
const dealReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');
import * as deals from './deals.service.ts';

export const pipelinesRouter = router({
  list: dealReader.query(() => deals.listPipelines()),
  board: dealReader.input(ZBoardRequest).query(({ ctx, input }) => deals.board(ctx.deps, ctx.user, input)),
  /** Server-sent events of one board (tRPC subscription over SSE, fed by LISTEN/NOTIFY). */
  events: dealReader.input(z.object({ pipeline: z.string().min(1).max(80) })).subscription(({ ctx, input, signal }) => deals.boardEvents(ctx.deps, ctx.user, input.pipeline, signal)),
});

export const dealsRouter = router({
  create: requirePermission('deal/create').input(ZDealCreateRequest).mutation(({ ctx, input }) => deals.create(ctx.deps, ctx.user, input, ctx.meta)),
  get: dealReader.input(ZIdRequest).query(({ ctx, input }) => deals.get(ctx.deps, ctx.user, input.id)),
  move: requirePermission('deal/update').input(ZDealMoveRequest).mutation(({ ctx, input }) => deals.move(ctx.deps, ctx.user, input, ctx.meta)),
  changeResponsible: requirePermission('deal/changeResponsible')
    .input(ZChangeResponsibleRequest)
    .mutation(({ ctx, input }) => deals.changeResponsible(ctx.deps, ctx.user, input, ctx.meta)),
  comment: requirePermission('deal/update').input(ZDealCommentRequest).mutation(({ ctx, input }) => deals.comment(ctx.deps, ctx.user, input.id, input.comment)),
});
