import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { isResync } from '../../lib/notifier.ts';
import { AUTH_CACHE } from '../../lib/read-cache.ts';
import { type AuthUser, currentSessionUser } from '../auth/session.ts';
import { resolvePipeline } from '../pipelines/pipelines.service.ts';
import { type BoardEvent, DEAL_EVENTS_CHANNEL } from './board-events.ts';
import { dealVisible, visibleDealIds } from './board-stream.repository.ts';
import { dealScope } from './deal-scope.ts';

/** A safety net under the session-change notifications: an open stream re-reads its session at least this often. */
export const SESSION_RECHECK_MS = 30_000;

type Item = { kind: 'deal'; event: BoardEvent } | { kind: 'session' } | { kind: 'resync' };

/** Same user, tenant, role and permissions: anything else (logout, deactivation, a role change) ends the stream. */
function sameAccess(a: AuthUser, b: AuthUser | null): boolean {
  if (!b) return false;
  if (a.companyId !== b.companyId || a.subsidiaryId !== b.subsidiaryId || a.roleId !== b.roleId || a.policiesAccepted !== b.policiesAccepted) return false;
  return a.permissions.size === b.permissions.size && [...a.permissions].every((p) => b.permissions.has(p));
}

async function requireSameSession(deps: Deps, user: AuthUser): Promise<void> {
  // UNAUTHENTICATED: the browser refreshes its session and opens a new stream with what it may see now, or signs out.
  if (!sameAccess(user, await currentSessionUser(deps, user.id, user.sessionId))) throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.unauthenticated);
}

/**
 * The live events of one board, as the viewer may see them (tRPC subscription over SSE, fed by LISTEN/NOTIFY):
 * - only deals within their visibility (dealScope): an operator hears of their own deals, and once more of a deal that
 *   leaves their view (kind 'hidden', so the card goes), never of a colleague's;
 * - only while their session stands: every session change the database announces (auth_changes: logout, deactivation,
 *   password, role or permission change) re-reads it, as does a timer; if it ended or changed, the stream ends with
 *   UNAUTHENTICATED_ERROR.
 */
export async function* boardStream(deps: Deps, user: AuthUser, pipeline: string, signal?: AbortSignal): AsyncGenerator<BoardEvent> {
  const p = resolvePipeline(pipeline);
  const scope = dealScope(user);
  const inbox: Item[] = [];
  let sessionCheckQueued = false;
  let wake: (() => void) | null = null;
  const push = (item: Item) => {
    if (item.kind === 'session') {
      if (sessionCheckQueued) return;
      sessionCheckQueued = true;
    }
    inbox.push(item);
    wake?.();
  };
  const unsubscribes: (() => void)[] = [];
  const timer = setInterval(() => push({ kind: 'session' }), SESSION_RECHECK_MS);
  timer.unref();
  const stop = () => wake?.();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    unsubscribes.push(
      await deps.notifier.subscribe(DEAL_EVENTS_CHANNEL, (payload) => {
        // Back from a database outage: changes made meanwhile were not heard, so the board reads itself again.
        if (isResync(payload)) return push({ kind: 'resync' });
        const e = payload as BoardEvent;
        if (e?.companyId === user.companyId && e.pipelineKey === p.key) push({ kind: 'deal', event: e });
      }),
    );
    unsubscribes.push(
      await deps.notifier.subscribe(AUTH_CACHE.channel, (payload) => {
        if (payload === user.id || payload === '*' || typeof payload !== 'string') push({ kind: 'session' });
      }),
    );
    // Company-wide viewers see every deal of the board; the others are told when a deal they saw leaves their view.
    let seen = scope.subsidiaryId || scope.ownerId ? await visibleDealIds(deps.db, scope, p.key) : null;
    while (!signal?.aborted) {
      if (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      while (inbox.length && !signal?.aborted) {
        const item = inbox.shift()!;
        if (item.kind === 'session') {
          sessionCheckQueued = false;
          await requireSameSession(deps, user);
        } else if (item.kind === 'resync') {
          await requireSameSession(deps, user);
          if (seen) seen = await visibleDealIds(deps.db, scope, p.key);
          yield { companyId: user.companyId, pipelineKey: p.key, dealId: '', kind: 'resync', actorUserId: null };
        } else if (!seen) {
          yield item.event;
        } else if (await dealVisible(deps.db, scope, item.event.dealId)) {
          seen.add(item.event.dealId);
          yield item.event;
        } else if (seen.delete(item.event.dealId)) {
          yield { ...item.event, kind: 'hidden', actorUserId: null };
        }
      }
    }
  } finally {
    clearInterval(timer);
    signal?.removeEventListener('abort', stop);
    for (const unsubscribe of unsubscribes) unsubscribe();
  }
}
