import { errorTitle } from '../../shared/errors.ts';
import { CALL_MESSAGES } from '../../shared/messages.ts';
import { type ClientFailure, showErrorToast } from './errors.ts';
import { queryClient } from './query-client.ts';
import { clearSession, readSession, type SessionEndReason } from './session.ts';

/**
 * Ends the session in this tab: tokens and profile gone, every cached answer dropped (another user may sign in
 * next). The `_auth` layout sees the change and goes to /login. `cause`: the refusal that ended it, when it says more
 * than "session expired" (the account was closed).
 */
export function endSession(reason: SessionEndReason, cause?: ClientFailure): void {
  const hadSession = readSession() !== null;
  clearSession(reason);
  queryClient.clear();
  if (reason !== 'expired' || !hadSession) return;
  if (cause?.type && cause.message) showErrorToast(errorTitle(cause.type), cause.message);
  else showErrorToast(errorTitle('UNAUTHENTICATED_ERROR'), CALL_MESSAGES.sessionExpired);
}
