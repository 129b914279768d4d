import { z } from 'zod';
import { ZMessageResponse } from '../../../shared/schemas/common.ts';
import {
  ZAvatarUploadResponse,
  ZChangeRoleRequest,
  ZChangeSubsidiaryRequest,
  ZIdRequest,
  ZProfileChangeResponse,
  ZUserAutocompleteRequest,
  ZUserAutocompleteResponse,
  ZUserCreateRequest,
  ZUserCreateResponse,
  ZUserListRequest,
  ZUserListResponse,
  ZUserUpdateMeRequest,
  ZUserUpdateRequest,
  ZUserUpdateResponse,
} from '../../../shared/schemas/users.ts';
import { protectedProcedure, requirePermission, router } from '../../trpc/init.ts';
import * as users from './users.service.ts';

export const usersRouter = router({
  list: requirePermission('user/view', 'user/viewCompany')
    .input(ZUserListRequest)
    .output(ZUserListResponse)
    .query(({ ctx, input }) => users.list(ctx.deps, ctx.user, input)),
  autocomplete: requirePermission('user/view', 'user/viewCompany')
    .input(ZUserAutocompleteRequest)
    .output(ZUserAutocompleteResponse)
    .query(({ ctx, input }) => users.autocomplete(ctx.deps, ctx.user, input.search)),
  roles: requirePermission('user/view', 'user/viewCompany', 'user/create', 'user/changeRole').query(({ ctx }) => users.roles(ctx.deps, ctx.user)),
  subsidiaries: requirePermission('user/create').query(({ ctx }) => users.subsidiaries(ctx.deps, ctx.user)),
  create: requirePermission('user/create')
    .input(ZUserCreateRequest)
    .output(ZUserCreateResponse)
    .mutation(({ ctx, input }) => users.create(ctx.deps, ctx.user, input, ctx.meta)),
  /** Another user's name, e-mail and cellphone: whoever may register users may correct them. */
  update: requirePermission('user/create')
    .input(ZUserUpdateRequest)
    .output(ZUserUpdateResponse)
    .mutation(({ ctx, input }) => users.update(ctx.deps, ctx.user, input, ctx.meta)),
  delete: requirePermission('user/delete')
    .input(ZIdRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => users.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** The way back from `delete` (which deactivates): the same permission. */
  reactivate: requirePermission('user/delete')
    .input(ZIdRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => users.reactivate(ctx.deps, ctx.user, input.id, ctx.meta)),
  changeRole: requirePermission('user/changeRole')
    .input(ZChangeRoleRequest)
    .output(ZMessageResponse)
    .mutation(({ ctx, input }) => users.changeRole(ctx.deps, ctx.user, input.userId, input.roleId, ctx.meta)),
  changeSubsidiary: requirePermission('user/changeSubsidiary')
    .input(ZChangeSubsidiaryRequest)
    .output(ZProfileChangeResponse)
    .mutation(({ ctx, input }) => users.changeSubsidiary(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** Bytes arrive through the REST upload path (multipart); tRPC clients use that path too. */
  uploadAvatar: protectedProcedure
    .input(z.object({ bytes: z.instanceof(Uint8Array), fileName: z.string().max(300).optional() }))
    .output(ZAvatarUploadResponse)
    .mutation(({ ctx, input }) => users.uploadAvatar(ctx.deps, ctx.user, input.bytes, ctx.meta, input.fileName)),
  updateMe: protectedProcedure
    .input(ZUserUpdateMeRequest)
    .output(ZProfileChangeResponse)
    .mutation(({ ctx, input }) => users.updateMe(ctx.deps, ctx.user, input, ctx.meta)),
});
