import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { RefreshResponse } from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { accessRefusal } from '../subscriptions/account-access.ts';
import * as repo from './auth.repository.ts';
import { insertSession, signSessionAccess } from './session-tokens.ts';
import { hashToken, openSuccessor, randomToken, sealSuccessor } from './tokens.ts';

type Outcome =
  | { kind: 'issued'; userId: string; familyId: string; refreshToken: string }
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'unknown' | 'ended' | 'inactive' }
  | { kind: 'refused'; error: AppError };

/**
 * A user who may no longer work ends the session on refresh: deactivated, or their affiliate closed, or its test
 * period or the company's paid access over (the same rule as the login: subscriptions/account-access.ts), and is told
 * why. Access tokens already issued stop working at that same instant (session.ts `authenticate`): refused like an
 * expired one, they bring the browser here.
 */
async function closedAccount(trx: Database, userId: string): Promise<Outcome | null> {
  const account = await repo.findAccountAccess(trx, userId);
  if (!account?.active) return { kind: 'inactive' };
  const error = accessRefusal(account);
  return error ? { kind: 'refused', error } : null;
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token presented a second time is either a tab racing
 * another tab or a thief, and the server cannot tell which, so (docs/design/security.md R7):
 * - within the grace window, while the successor is still unused, the caller gets the *same* successor back (plus a
 *   fresh access token of the same session). Tabs stay signed in, and a thief who replays the token holds only the
 *   chain the owner holds: whoever of them rotates it next makes the other's next refresh a reuse, which ends it for
 *   both. Never a silent refusal that would leave the first presenter a chain of their own.
 * - otherwise (window over, successor already used) it is reuse: the whole family is revoked, newest token included.
 * The successor cannot be kept in clear (docs/design/security.md: secrets at rest), so the used row keeps it sealed
 * under a key derived from the used token itself (tokens.ts sealSuccessor), wiped once it is used or the window is
 * over.
 */
export async function refresh(deps: Deps, refreshToken: string, meta: RequestMeta): Promise<RefreshResponse> {
  const grace = deps.config.refreshReuseGraceSeconds;
  await repo.wipeStaleSuccessors(deps.db, grace);
  const tokenHash = hashToken(refreshToken);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const family = await repo.findRefreshTokenFamily(trx, tokenHash);
    if (!family) return { kind: 'unknown' };
    await repo.lockFamily(trx, family.family_id);
    const row = await repo.lockRefreshToken(trx, tokenHash);
    if (!row || row.revoked_at) return { kind: 'ended' };
    const ids = { userId: row.user_id, familyId: row.family_id };

    if (row.used_at === null) {
      if (row.expired) return { kind: 'ended' };
      const closed = await closedAccount(trx, row.user_id);
      if (closed) {
        await repo.revokeFamily(trx, row.family_id);
        return closed;
      }
      const successor = randomToken();
      const successorId = await insertSession(trx, deps.config, { ...ids, refreshToken: successor }, meta);
      await repo.markRotated(trx, row.id, successorId, sealSuccessor(refreshToken, successor, row.id));
      await repo.wipeSuccessorOf(trx, row.id);
      return { kind: 'issued', ...ids, refreshToken: successor };
    }

    const withinGrace = (row.seconds_since_use ?? Number.POSITIVE_INFINITY) <= grace;
    const same = withinGrace && row.successor_live && row.successor_ciphertext ? openSuccessor(refreshToken, row.successor_ciphertext, row.id) : null;
    if (same) {
      const closed = await closedAccount(trx, row.user_id);
      if (closed) {
        await repo.revokeFamily(trx, row.family_id);
        return closed;
      }
      return { kind: 'issued', ...ids, refreshToken: same };
    }
    await repo.revokeFamily(trx, row.family_id);
    return { kind: 'reused', ...ids };
  });

  switch (outcome.kind) {
    case 'issued': {
      const access = await signSessionAccess(deps.config, outcome.userId, outcome.familyId);
      return { authorization: access.accessToken, expiresIn: access.expiresIn, refreshToken: outcome.refreshToken };
    }
    case 'reused':
      deps.caches.dropSessions(outcome.userId);
      deps.log.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reuse: family revoked');
      await recordAudit(deps.db, { companyId: null, actorUserId: outcome.userId, action: 'auth.refresh_reuse', entity: 'session', entityId: outcome.familyId }, meta);
      throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.sessionExpired);
    case 'unknown':
      throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.refreshTokenNotFound);
    case 'inactive':
      throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.userNotFound);
    case 'refused':
      throw outcome.error;
    case 'ended':
      throw new AppError('UNAUTHENTICATED_ERROR', CALL_MESSAGES.sessionExpired);
  }
}
