import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as repo from './notifications.repository.ts';

/** In-app notices of the signed-in user (the bell in the header). */
export const notificationsRouter = router({
  latest: protectedProcedure.query(({ ctx }) => repo.latest(ctx.deps.db, ctx.user.id, 20)),
  markRead: protectedProcedure.input(z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() })).mutation(async ({ ctx, input }) => {
    await repo.markRead(ctx.deps.db, ctx.user.id, input.ids);
    return { message: 'Notificações marcadas como lidas' };
  }),
});
