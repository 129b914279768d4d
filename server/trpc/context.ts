import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Deps, RequestMeta } from '../deps.ts';
import { authenticate, type AuthUser } from '../domains/auth/session.ts';

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

/**
 * Reads the bearer token of the request (or, for server-sent events, which cannot send headers, the `token`
 * connection parameter); an invalid or expired token yields no user (procedures then answer 401).
 */
export async function createContext(deps: Deps, req: Request, _res?: Response, connectionParams?: Record<string, string | undefined> | null): Promise<Context> {
  const header = req.get('authorization') ?? (connectionParams?.token ? `Bearer ${connectionParams.token}` : undefined);
  const user = await authenticate(deps, header);
  return { deps, user, meta: requestMeta(req) };
}
