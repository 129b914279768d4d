import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { endSession } from './end-session.ts';
import { toFailure } from './errors.ts';
import { isAccessExpired, readSession, type Session, subscribeSession, writeSession } from './session.ts';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;

/** A client without the auth link: refreshing must never wait for, or trigger, another refresh. */
const plainClient = createTRPCClient<AppRouter>({
  links: [httpLink({ url: '/trpc', transformer: superjson, headers: { 'Accept-Language': 'pt-BR' } })],
});

/** Refusals of a refresh that mean the account may no longer work, not that the session ran out. */
const CLOSED_ACCOUNT = new Set(['SUBSIDIARY_IS_NOT_ACTIVE_ERROR', 'SUBSCRIPTION_NOT_FOUND_ERROR']);

let inflight: Promise<Session | null> | null = null;

async function exchange(staleToken: string | undefined): Promise<Session | null> {
  const current = readSession();
  if (!current) return null;
  // Another tab (or an earlier call here) already replaced the token that failed.
  if (staleToken && current.accessToken !== staleToken && !isAccessExpired(current, 5_000)) return current;
  try {
    const answer = await plainClient.auth.refresh.mutate({ refreshToken: current.refreshToken });
    const next: Session = {
      ...current,
      accessToken: answer.authorization,
      expiresIn: answer.expiresIn,
      refreshToken: answer.refreshToken,
      loginTime: Date.now(),
    };
    writeSession(next);
    return next;
  } catch (error) {
    const latest = readSession();
    // Two tabs raced with the same refresh token: the other one won and stored the new pair.
    if (latest && latest.refreshToken !== current.refreshToken) return latest;
    // No answer (offline): keep the session, the next call tries again.
    const failure = toFailure(error);
    if (failure.network) throw error;
    // The account was closed (its affiliate, its test period or its subscription): say so, not "session expired".
    endSession('expired', failure.type && CLOSED_ACCOUNT.has(failure.type) ? failure : undefined);
    return null;
  }
}

/**
 * Exchanges the refresh token for a new access token (docs/design/product-spec.md §4). One exchange at a time per tab,
 * and across tabs through a Web Lock where the browser has them, because the server treats a reused refresh token as
 * theft. Resolves to the new session, or null when the session is over (it has then been cleared).
 * `staleToken` is the access token a call was refused with: if it has been replaced meanwhile, nothing is sent.
 */
export function refreshSession(staleToken?: string): Promise<Session | null> {
  if (inflight) return inflight;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = (): Promise<Session | null> => exchange(staleToken);
  const started: Promise<Session | null> = locks ? locks.request('credito.session.refresh', run).then((session) => session) : run();
  const tracked = started.finally(() => {
    inflight = null;
  });
  inflight = tracked;
  return tracked;
}

/** A valid access token for a call: refreshed first when it is about to expire. */
export async function freshAccessToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (!isAccessExpired(session, 30_000)) return session.accessToken;
  const next = await refreshSession(session.accessToken).catch(() => session);
  return next?.accessToken ?? null;
}

/** Keeps the access token fresh while a session exists: refreshes a minute before it expires. */
export function startRefreshTimer(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const session = readSession();
    if (!session) return;
    const wait = Math.max(5_000, session.loginTime + session.expiresIn * 1000 - REFRESH_MARGIN_MS - Date.now());
    timer = setTimeout(() => {
      const latest = readSession();
      if (latest && isAccessExpired(latest, REFRESH_MARGIN_MS)) void refreshSession(latest.accessToken).catch(() => schedule());
      else schedule();
    }, wait);
  };
  const unsubscribe = subscribeSession(schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
