import { ZRecordCookieConsentRequest } from '../../../shared/schemas/privacy.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import * as privacy from './privacy.service.ts';

/**
 * The signed-in user's own privacy records. No module permission: every user may record and read their own consents
 * (like their notifications). `authedProcedure`, not `protectedProcedure`: the cookie banner is answered before or
 * while the terms are accepted, and that choice must be provable too.
 */
export const privacyRouter = router({
  recordCookieConsent: authedProcedure.input(ZRecordCookieConsentRequest).mutation(({ ctx, input }) => privacy.recordCookieConsent(ctx.deps, ctx.user, ctx.meta, input)),
  myConsents: authedProcedure.query(({ ctx }) => privacy.myConsents(ctx.deps, ctx.user)),
});
