import { pageSchema } from '../../../shared/schemas/common.ts';
import { requirePermission, router } from '../../trpc/init.ts';

/** The e-mail outbox (every message the platform sent or would send), for masters. */
export const outboxRouter = router({
  list: requirePermission('outbox/view')
    .input(pageSchema)
    .query(async ({ ctx, input }) => {
      const base = ctx.deps.db.selectFrom('email_outbox');
      const [items, count] = await Promise.all([
        base
          .select(['id', 'to_address as to', 'subject', 'text_body as text', 'status', 'error', 'created_at as createdAt', 'sent_at as sentAt'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(input.size)
          .offset((input.page - 1) * input.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.total);
      return { items, total, page: input.page, size: input.size, totalPages: Math.ceil(total / input.size) };
    }),
});
