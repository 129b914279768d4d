import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { CALL_MESSAGES, MSG } from '../../shared/messages.ts';
import type { PermissionKey } from '../../shared/permissions.ts';
import type { AuthUser } from '../domains/auth/session.ts';
import { serializeAnswer } from '../lib/answer-serializer.ts';
import { AppError, toAppError, validationError } from '../lib/errors.ts';
import { findNulCharacter } from '../lib/input-guard.ts';
import { type RateLimitBucket, rateLimit } from '../lib/rate-limit.ts';
import { serializeOnce } from '../lib/read-cache.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  // superjson both ways; answers are written by its fast equivalent for plain data (lib/answer-serializer.ts), and an
  // answer a read cache hands out again as the same frozen object is serialized once.
  transformer: { input: superjson, output: { serialize: (v: unknown) => serializeOnce(v, serializeAnswer), deserialize: (v: never) => superjson.deserialize(v) } },
  // Live boards: a ping keeps proxies from closing idle event streams; the client reconnects if pings stop.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  // Failures on the server are logged by the adapter's onError (app.ts), which also sees those that come before a context.
  errorFormatter({ shape, error }) {
    const app = toAppError(error);
    // Never send internal messages or stacks: only the pt-BR message and its type.
    return {
      message: app.message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: app.status, path: shape.data.path, appError: app.toWire(), retryAfter: app.retryAfter },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Turns lower-level failures (database unreachable, raw errors) into AppErrors with the right status. */
const normaliseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const app = toAppError(result.error);
    if (app !== result.error && app.type !== 'INTERNAL_SERVER_ERROR') throw app;
  }
  return result;
});

/**
 * U+0000 cannot be stored by PostgreSQL: refused as an invalid character of its field before anything runs (R4,
 * docs/design/security.md: 400 naming the field, never 500).
 */
const rejectNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const field = findNulCharacter(await getRawInput());
  if (field !== null) throw field ? validationError(field, MSG.invalidChars) : new AppError('VALIDATION_ERROR', MSG.invalidChars);
  return next();
});

export const publicProcedure = t.procedure.use(normaliseErrors).use(rejectNulCharacters);

const POLICIES_NOT_ACCEPTED = 'Você precisa aceitar os termos de uso e a política de privacidade para usar o sistema';

/** Signed in, policies not necessarily accepted (profile, policy acceptance, logout). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
  return next({ ctx: { user: ctx.user } });
});

/**
 * The signed-in user with the terms and privacy policy accepted (docs/design/product-spec.md §8
 * USER_POLICIES_NOT_ACCEPTED_ERROR), or why not.
 */
function acceptedUser(user: Context['user']): AuthUser {
  if (!user) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
  if (!user.policiesAccepted) throw new AppError('USER_POLICIES_NOT_ACCEPTED_ERROR', POLICIES_NOT_ACCEPTED);
  return user;
}

/** Signed in with the terms and privacy policy accepted. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { user: acceptedUser(ctx.user) } }));

/**
 * `requirePermission('user/create')`: signed in, policies accepted, and the role grants the permission — in one
 * middleware over publicProcedure (each middleware costs every call a context copy).
 */
export function requirePermission(...anyOf: PermissionKey[]) {
  return publicProcedure.use(({ ctx, next }) => {
    const user = acceptedUser(ctx.user);
    if (!anyOf.some((p) => user.permissions.has(p))) throw new AppError('FORBIDDEN_ERROR', CALL_MESSAGES.forbidden);
    return next({ ctx: { user } });
  });
}

/** The caller's address (behind the proxies TRUST_PROXY names): what public procedures are limited by. */
export const byIp = (ctx: Context): string => ctx.meta.ip;

/**
 * `.input(Z…).use(rateLimited('cep'))`: refuses (429, TOO_MANY_ATTEMPTS_ERROR) past the bucket's limit
 * (lib/rate-limit.ts), counted per `by(ctx)` (the caller's address unless said). After `.input()`, so only a well-formed
 * call counts, and before anything else of the procedure runs.
 */
export function rateLimited(bucket: RateLimitBucket, by: (ctx: Context) => string = byIp) {
  return t.middleware(async ({ ctx, next }) => {
    await rateLimit(ctx.deps.db, bucket, by(ctx));
    return next();
  });
}
