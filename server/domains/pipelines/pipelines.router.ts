import { z } from 'zod';
import { ZBoardRequest } from '../../../shared/schemas/deals.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import { issueStreamTicket } from '../auth/stream-tickets.ts';
import { board } from '../deals/board.service.ts';
import { boardStream } from '../deals/board-stream.ts';
import { listPipelines } from './pipelines.service.ts';

/** Anyone who works deals (the board's cards are then narrowed to company, affiliate or own). */
const boardReader = requirePermission('deal/update', 'deal/viewCompany', 'deal/viewSubsidiary');

/**
 * The pipelines (fixed definitions in shared/pipelines.ts) and their boards. A board is a read model of the deals
 * domain (deals/board.service.ts), as are its live events (deals/board-stream.ts).
 */
export const pipelinesRouter = router({
  list: boardReader.query(() => listPipelines()),
  board: boardReader.input(ZBoardRequest).query(({ ctx, input }) => board(ctx.deps, ctx.user, input)),
  /**
   * A single-use ticket (≤ 30 s) that opens `events`: server-sent events cannot send the Authorization header, and an
   * access token in the stream's URL would land in proxy logs.
   */
  streamTicket: boardReader.mutation(({ ctx }) => issueStreamTicket(ctx.deps, ctx.user)),
  /** Server-sent events of one board, within the viewer's visibility and session (board-stream.ts); opened with `?ticket=`. */
  events: boardReader.input(z.object({ pipeline: z.string().min(1).max(80) })).subscription(({ ctx, input, signal }) => boardStream(ctx.deps, ctx.user, input.pipeline, signal)),
});
