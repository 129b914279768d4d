import { ZChangeRoleRequest, ZChangeSubsidiaryRequest, ZIdRequest, ZUserAutocompleteRequest, ZUserCreateRequest, ZUserListRequest, ZUserUpdateMeRequest } from '../../../shared/schemas/users.ts';
import { z } from 'zod';
import { protectedProcedure, requirePermission, router } from '../../trpc/init.ts';
import * as users from './users.service.ts';

export const usersRouter = router({
  list: requirePermission('user/view', 'user/viewCompany').input(ZUserListRequest).query(({ ctx, input }) => users.list(ctx.deps, ctx.user, input)),
  autocomplete: requirePermission('user/view', 'user/viewCompany')
    .input(ZUserAutocompleteRequest)
    .query(({ ctx, input }) => users.autocomplete(ctx.deps, ctx.user, input.search)),
  roles: requirePermission('user/view', 'user/viewCompany', 'user/create', 'user/changeRole').query(({ ctx }) => users.roles(ctx.deps, ctx.user)),
  subsidiaries: requirePermission('user/create').query(({ ctx }) => users.subsidiaries(ctx.deps, ctx.user)),
  create: requirePermission('user/create').input(ZUserCreateRequest).mutation(({ ctx, input }) => users.create(ctx.deps, ctx.user, input, ctx.meta)),
  delete: requirePermission('user/delete').input(ZIdRequest).mutation(({ ctx, input }) => users.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
  changeRole: requirePermission('user/changeRole').input(ZChangeRoleRequest).mutation(({ ctx, input }) => users.changeRole(ctx.deps, ctx.user, input.userId, input.roleId, ctx.meta)),
  changeSubsidiary: requirePermission('user/changeSubsidiary')
    .input(ZChangeSubsidiaryRequest)
    .mutation(({ ctx, input }) => users.changeSubsidiary(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** Bytes arrive through the REST upload path (multipart); tRPC clients use that path too. */
  uploadAvatar: protectedProcedure
    .input(z.object({ bytes: z.instanceof(Uint8Array), fileName: z.string().max(300).optional() }))
    .mutation(({ ctx, input }) => users.uploadAvatar(ctx.deps, ctx.user, input.bytes, ctx.meta, input.fileName)),
  updateMe: protectedProcedure.input(ZUserUpdateMeRequest).mutation(({ ctx, input }) => users.updateMe(ctx.deps, ctx.user, input, ctx.meta)),
});
