import {
  ZAcceptPoliciesRequest,
  ZChangeMyPasswordRequest,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZProfileResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRequestUnlockRequest,
  ZUnlockRequest,
} from '../../../shared/schemas/auth.ts';
import { ZMessageResponse } from '../../../shared/schemas/common.ts';
import { reusableOutput } from '../../lib/read-cache.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as auth from './auth.service.ts';
import { refresh } from './refresh.service.ts';
import { requestUnlock, unlock } from './unlock.service.ts';

export const authRouter = router({
  login: publicProcedure
    .input(ZLoginRequest)
    .output(ZLoginResponse)
    .mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.meta)),
  refresh: publicProcedure
    .input(ZRefreshRequest)
    .output(ZRefreshResponse)
    .mutation(({ ctx, input }) => refresh(ctx.deps, input.refreshToken, ctx.meta)),
  logout: authedProcedure.output(ZMessageResponse).mutation(({ ctx }) => auth.logout(ctx.deps, ctx.user, ctx.meta)),
  forgotPassword: publicProcedure
    .input(ZForgotPasswordRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email, ctx.meta)),
  changePassword: publicProcedure
    .input(ZChangePasswordRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => auth.changePassword(ctx.deps, input, ctx.meta)),
  requestUnlock: publicProcedure
    .input(ZRequestUnlockRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => requestUnlock(ctx.deps, input.email, ctx.meta)),
  unlock: publicProcedure
    .input(ZUnlockRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => unlock(ctx.deps, input.token, ctx.meta)),
  /** The signed-in user's own password, with the current one (auth.service.ts changeMyPassword). */
  changeMyPassword: authedProcedure
    .input(ZChangeMyPasswordRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => auth.changeMyPassword(ctx.deps, ctx.user, input, ctx.meta)),
  acceptPolicies: authedProcedure
    .input(ZAcceptPoliciesRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => auth.acceptPolicies(ctx.deps, ctx.user, input, ctx.meta)),
  /**
   * The current user ("authorized"); answers even before the policies are accepted, so the app can ask for them. With
   * the read caches on, the cached profile goes out as the same object, serialized once.
   */
  me: authedProcedure.output(reusableOutput(ZProfileResponse)).query(({ ctx }) => auth.requireProfile(ctx.deps, ctx.user.id)),
});
