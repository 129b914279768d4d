import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/app-router.ts';
import { failureStatus } from './errors.ts';
import { freshAccessToken, refreshSession } from './refresh.ts';
import { readSession } from './session.ts';

/** Calls that must never wait for or trigger a refresh. */
const NO_REFRESH = new Set(['auth.login', 'auth.refresh', 'auth.forgotPassword', 'auth.changePassword', 'auth.requestUnlock', 'auth.unlock']);

/**
 * Session handling for every tRPC call (docs/design/product-spec.md §4): the access token is refreshed before it
 * expires, and a call refused with 401 refreshes once and is retried once. When the refresh is refused the session ends
 * (the `_auth` layout then goes to /login) and the original error goes on to the error handler.
 */
export const authLink: TRPCLink<AppRouter> = () => {
  return ({ op, next }) =>
    observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let closed = false;

      const attempt = (retried: boolean) => {
        const usedToken = readSession()?.accessToken;
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (retried || closed || NO_REFRESH.has(op.path) || !usedToken || failureStatus(error) !== 401) {
              observer.error(error);
              return;
            }
            refreshSession(usedToken)
              .then((session) => {
                if (closed) return;
                if (session) attempt(true);
                else observer.error(error);
              })
              .catch(() => observer.error(error));
          },
        });
      };

      if (NO_REFRESH.has(op.path)) attempt(true);
      else
        void freshAccessToken().finally(() => {
          if (!closed) attempt(false);
        });

      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
};
