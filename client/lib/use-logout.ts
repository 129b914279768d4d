import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CALL_MESSAGES } from '../../shared/messages.ts';
import { endSession } from './end-session.ts';
import { showSuccessToast } from './errors.ts';
import { trpcClient } from './trpc.ts';

/**
 * Signs out (docs/design/product-spec.md §4): the server ends the session (its refresh tokens stop working), then
 * everything local is cleared — tokens, profile, cached answers — and the app goes to /login. A failed call still signs
 * out here.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await trpcClient.auth.logout.mutate().catch(() => undefined);
    endSession('logout');
    showSuccessToast(CALL_MESSAGES.loggedOut);
    await navigate({ to: '/login', replace: true });
  }, [navigate]);
}
