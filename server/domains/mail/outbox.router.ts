import { pageSchema } from '../../../shared/schemas/common.ts';
import { requirePermission, router } from '../../trpc/init.ts';
import { listOutbox } from './outbox.repository.ts';

/**
 * The e-mail outbox of the viewer's company (redacted copies: no link that grants access is ever readable here). A
 * platform operator also sees platform mail (no company: pre-registrations and the like); nobody sees another
 * company's mail, whatever their role.
 */
export const outboxRouter = router({
  list: requirePermission('outbox/view')
    .input(pageSchema)
    .query(async ({ ctx, input }) => {
      const scope = { companyId: ctx.user.companyId, includePlatform: ctx.user.platformOperator };
      const { items, total } = await listOutbox(ctx.deps.db, scope, input);
      return { items, total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
    }),
});
