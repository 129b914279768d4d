import { z } from 'zod';
import { ZMessageResponse } from '../../../shared/schemas/common.ts';
import { ZDocumentUploadResponse } from '../../../shared/schemas/deals.ts';
import { ZPublicDealRequest, ZPublicDealSubmitResponse, ZTrackingDataFileResponse, ZTrackingToken, ZTrackingViewResponse } from '../../../shared/schemas/public-deals.ts';
import { publicProcedure, rateLimited, router } from '../../trpc/init.ts';
import { requestErasure } from '../privacy/data-subject.service.ts';
import { submit } from './public-deals.service.ts';
import { dealOfToken, uploadDocument, view } from './tracking.service.ts';
import { trackingFile } from './tracking-file.ts';

/** The customer's side of a deal, without login: sending it through a broker's link, then following it. */
export const publicDealsRouter = router({
  submit: publicProcedure
    .input(ZPublicDealRequest)
    .output(ZPublicDealSubmitResponse)
    .use(rateLimited('public-deal'))
    .mutation(({ ctx, input }) => submit(ctx.deps, input, ctx.meta)),
  tracking: publicProcedure
    .input(ZTrackingToken)
    .output(ZTrackingViewResponse)
    .use(rateLimited('tracking-view'))
    .query(({ ctx, input }) => view(ctx.deps, input.token, ctx.meta)),
  /** Bytes arrive through POST /api/v1/public/tracking/{token}/documents/{documentId} (multipart). */
  uploadDocument: publicProcedure
    .input(ZTrackingToken.extend({ documentId: z.uuid(), fileName: z.string().max(300), bytes: z.instanceof(Uint8Array) }))
    .output(ZDocumentUploadResponse)
    .mutation(({ ctx, input }) => uploadDocument(ctx.deps, input, ctx.meta)),
  /** What the customer sent through the link and the deal's progress (LGPD art. 18 II); the PDF leaves through REST. */
  myData: publicProcedure
    .input(ZTrackingToken)
    .output(ZTrackingDataFileResponse)
    .use(rateLimited('tracking-data'))
    .query(async ({ ctx, input }) => trackingFile(ctx.deps, await dealOfToken(ctx.deps, input.token), ctx.meta)),
  /** The customer asks for their data to be erased (art. 18 VI); the company answers within 15 days. */
  requestErasure: publicProcedure
    .input(ZTrackingToken.extend({ message: z.string().trim().max(1000).optional() }))
    .output(ZMessageResponse)
    .use(rateLimited('tracking-erasure'))
    .mutation(async ({ ctx, input }) => requestErasure(ctx.deps, await dealOfToken(ctx.deps, input.token), input.message, ctx.meta)),
});
