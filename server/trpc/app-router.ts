import { authRouter } from '../domains/auth/auth.router.ts';
import { outboxRouter } from '../domains/mail/outbox.router.ts';
import { usersRouter } from '../domains/users/users.router.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  outbox: outboxRouter,
});

export type AppRouter = typeof appRouter;
