import { z } from 'zod';
import { requiredString, uuidSchema } from '../../../shared/schemas/common.ts';
import { ZCustomerDataFileResponse, ZUserDataFileResponse } from '../../../shared/schemas/privacy.ts';
import { protectedProcedure, requirePermission, router } from '../../trpc/init.ts';
import * as subject from './data-subject.service.ts';

const officer = requirePermission('privacy/manage');

/**
 * LGPD self-service (art. 18): a person's data as JSON (the PDF leaves through REST), anonymisation that keeps what
 * the law requires, the open requests with the 15 days of art. 19, and who accessed a deal's personal data.
 */
export const dataSubjectRouter = router({
  myData: protectedProcedure.output(ZUserDataFileResponse).query(({ ctx }) => subject.exportMe(ctx.deps, ctx.user, ctx.meta)),
  /** When the user's own erasure request was made, while it waits for an answer (null: none open). */
  myErasureRequest: protectedProcedure.query(({ ctx }) => subject.myErasureRequest(ctx.deps, ctx.user)),
  requestMyErasure: protectedProcedure
    .input(z.object({ message: z.string().trim().max(1000).optional() }))
    .mutation(({ ctx, input }) => subject.requestMyErasure(ctx.deps, ctx.user, input.message, ctx.meta)),
  customerData: officer
    .input(z.object({ customerId: uuidSchema }))
    .output(ZCustomerDataFileResponse)
    .query(({ ctx, input }) => subject.exportCustomer(ctx.deps, ctx.user, input.customerId, ctx.meta)),
  anonymiseCustomer: officer.input(z.object({ customerId: uuidSchema, reason: requiredString(300) })).mutation(({ ctx, input }) => subject.anonymiseCustomer(ctx.deps, ctx.user, input, ctx.meta)),
  anonymiseUser: officer.input(z.object({ userId: uuidSchema })).mutation(({ ctx, input }) => subject.anonymiseUser(ctx.deps, ctx.user, input.userId, ctx.meta)),
  openRequests: officer.query(({ ctx }) => subject.openRequests(ctx.deps, ctx.user)),
  dealAccessLog: requirePermission('audit/view')
    .input(z.object({ dealId: uuidSchema }))
    .query(({ ctx, input }) => subject.dealAccessLog(ctx.deps, ctx.user, input.dealId)),
});
