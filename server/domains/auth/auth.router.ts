import { ZAcceptPoliciesRequest, ZChangePasswordRequest, ZForgotPasswordRequest, ZLoginRequest, ZRefreshRequest } from '../../../shared/schemas/auth.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as auth from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure.input(ZLoginRequest).mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.meta)),
  refresh: publicProcedure.input(ZRefreshRequest).mutation(({ ctx, input }) => auth.refresh(ctx.deps, input.refreshToken, ctx.meta)),
  logout: authedProcedure.mutation(({ ctx }) => auth.logout(ctx.deps, ctx.user, ctx.meta)),
  forgotPassword: publicProcedure.input(ZForgotPasswordRequest).mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email, ctx.meta)),
  changePassword: publicProcedure.input(ZChangePasswordRequest).mutation(({ ctx, input }) => auth.changePassword(ctx.deps, input, ctx.meta)),
  acceptPolicies: authedProcedure.input(ZAcceptPoliciesRequest).mutation(({ ctx, input }) => auth.acceptPolicies(ctx.deps, ctx.user, input, ctx.meta)),
  /** The current user ("authorized"); answers even before the policies are accepted, so the app can ask for them. */
  me: authedProcedure.query(({ ctx }) => auth.requireProfile(ctx.deps, ctx.user.id)),
});
