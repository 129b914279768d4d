import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Deps, RequestMeta } from '../deps.ts';
import { authenticate, type AuthUser } from '../domains/auth/session.ts';
import { redeemStreamTicket } from '../domains/auth/stream-tickets.ts';

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
export async function createContext(deps: Deps, req: Request, _res?: Response, _connectionParams?: Record<string, string | undefined> | null): Promise<Context> {
  const header = req.get('authorization');
  const ticket = !header && req.path === STREAM_PATH && typeof req.query.ticket === 'string' ? req.query.ticket : null;
  const user = ticket !== null ? await redeemStreamTicket(deps, ticket) : await authenticate(deps, header);
  return { deps, user, meta: requestMeta(req) };
}
