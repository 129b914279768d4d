import { ZProductInput, ZProductListRequest, ZProductUpdate } from '../../../shared/schemas/catalogue.ts';
import { ZIndexProjectionInput } from '../../../shared/schemas/index-projections.ts';
import { ZIdRequest } from '../../../shared/schemas/users.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import * as projections from './index-projections.service.ts';
import * as products from './products.service.ts';

export const productsRouter = router({
  list: requirePermission('product/view')
    .input(ZProductListRequest)
    .query(({ ctx, input }) => products.list(ctx.deps, ctx.user, input)),
  get: requirePermission('product/view')
    .input(ZIdRequest)
    .query(({ ctx, input }) => products.get(ctx.deps, ctx.user, input.id)),
  create: requirePermission('product/create', 'product/manageGlobal')
    .input(ZProductInput)
    .mutation(({ ctx, input }) => products.create(ctx.deps, ctx.user, input, ctx.meta)),
  update: requirePermission('product/update', 'product/manageGlobal')
    .input(ZProductUpdate)
    .mutation(({ ctx, input }) => products.update(ctx.deps, ctx.user, input.id, input.data, ctx.meta)),
  delete: requirePermission('product/delete', 'product/manageGlobal')
    .input(ZIdRequest)
    .mutation(({ ctx, input }) => products.remove(ctx.deps, ctx.user, input.id, ctx.meta)),
  /** Index projections (TR, IPCA, CDI) the company's simulations use: the platform's and the company's own. */
  projections: requirePermission('product/view').query(({ ctx }) => projections.list(ctx.deps, ctx.user)),
  /** Company projections need product/update; the platform's defaults product/manageGlobal (checked in the service). */
  setProjection: requirePermission('product/update', 'product/manageGlobal')
    .input(ZIndexProjectionInput)
    .mutation(({ ctx, input }) => projections.set(ctx.deps, ctx.user, input, ctx.meta)),
});
