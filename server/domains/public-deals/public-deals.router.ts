import { z } from 'zod';
import { ZPublicDealRequest, ZTrackingToken } from '../../../shared/schemas/public-deals.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { submit } from './public-deals.service.ts';
import { uploadDocument, view } from './tracking.service.ts';

/** The customer's side of a deal, without login: sending it through a broker's link, then following it. */
export const publicDealsRouter = router({
  submit: publicProcedure.input(ZPublicDealRequest).mutation(({ ctx, input }) => submit(ctx.deps, input, ctx.meta)),
  tracking: publicProcedure.input(ZTrackingToken).query(({ ctx, input }) => view(ctx.deps, input.token, ctx.meta)),
  /** Bytes arrive through POST /api/v1/public/tracking/{token}/documents/{documentId} (multipart). */
  uploadDocument: publicProcedure
    .input(ZTrackingToken.extend({ documentId: z.uuid(), fileName: z.string().max(300), bytes: z.instanceof(Uint8Array) }))
    .mutation(({ ctx, input }) => uploadDocument(ctx.deps, input, ctx.meta)),
});
