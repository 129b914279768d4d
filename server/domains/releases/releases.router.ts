import { ZReleaseInput, ZReleaseUpdate } from '../../../shared/schemas/releases.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as releases from './releases.service.ts';

const reader = requirePermission('release/view');
const manager = requirePermission('release/manage');

/**
 * The platform's release notes (docs/design/product-spec.md §2
 * settings/softwareRelease) and the per-user "Novidades" indicator.
 */
export const releasesRouter = router({
  list: reader.query(({ ctx }) => releases.list(ctx.deps)),
  unseen: reader.query(({ ctx }) => releases.unseen(ctx.deps, ctx.user)),
  markSeen: reader.mutation(({ ctx }) => releases.markSeen(ctx.deps, ctx.user)),
  create: manager.input(ZReleaseInput).mutation(({ ctx, input }) => releases.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: manager.input(ZReleaseUpdate).mutation(({ ctx, input }) => releases.update(ctx.deps, ctx.user, input.id, input.data, ctx.meta)),
  delete: manager.input(ZIdRequest).mutation(({ ctx, input }) => releases.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
});
