import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Deps, RequestMeta } from '../deps.ts';
import { type AuthUser, authenticate } from '../domains/auth/session.ts';
import { redeemStreamTicket } from '../domains/auth/stream-tickets.ts';
import { redactSecretPaths } from '../lib/secret-paths.ts';

export interface Context {
  deps: Deps;
  /** The signed-in user, or null; procedures that need one use `authedProcedure`. */
  user: AuthUser | null;
  meta: RequestMeta;
}

/** Context without an HTTP request (tests call procedures through `createCaller` with it). */
export function createContextInner(deps: Deps, user: AuthUser | null = null, meta: Partial<RequestMeta> = {}): Context {
  return { deps, user, meta: { ip: meta.ip ?? '127.0.0.1', userAgent: meta.userAgent ?? null, requestId: meta.requestId ?? randomUUID() } };
}

export function requestMeta(req: Request): RequestMeta {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
    requestId: (req as Request & { id?: string }).id ?? randomUUID(),
  };
}

/** The live board stream (tRPC path under /trpc): the only call a stream ticket opens. */
const STREAM_PATH = '/pipelines.events';

/**
 * Reads the bearer token of the request; an invalid or expired token yields no user (procedures then answer 401).
 * Server-sent events cannot send headers: the board stream brings a single-use `ticket` in its query instead (asked
 * for with the bearer token: pipelines.streamTicket). An access token in the URL, once accepted as a connection
 * parameter, is not anymore: URLs end up in proxy logs.
 */
export async function createContext(deps: Deps, req: Request, res?: Response, _connectionParams?: Record<string, string | undefined> | null): Promise<Context> {
  const meta = requestMeta(req);
  try {
    const header = req.get('authorization');
    const ticket = !header && req.path === STREAM_PATH && typeof req.query.ticket === 'string' ? req.query.ticket : null;
    const user = ticket !== null ? await redeemStreamTicket(deps, ticket) : await authenticate(deps, header);
    if (user && res) (res.locals as RequestLocals).requestUser = { userId: user.id, companyId: user.companyId };
    return { deps, user, meta };
  } catch (err) {
    // Logged here with the path (secrets hidden), for the REST adapter as for tRPC (whose onError also logs it).
    deps.log.error({ err, requestId: meta.requestId, path: redactSecretPaths(req.originalUrl.split('?')[0]) }, 'request context failed');
    throw err;
  }
}

interface RequestLocals {
  requestUser?: { userId: string; companyId: string };
}

/** The signed-in user's ids for the request log (none before the session is known or without one). */
export function requestUserOf(res: Response): { userId?: string; companyId?: string } {
  return (res.locals as RequestLocals).requestUser ?? {};
}
