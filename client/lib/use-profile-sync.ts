import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestPolicies } from './policies-prompt.ts';
import { readSession, updateSessionUser, useSession } from './session.ts';
import { useTRPC } from './trpc.ts';

/**
 * Keeps the stored profile in step with the server (`auth.me`, the "authorized" call of
 * docs/design/product-spec.md §7): a role, permission or affiliate changed by an administrator shows within a minute, or
 * as soon as the person comes back to the tab (the server applies it from their next request already). Asks for the
 * policies when they are not accepted yet.
 */
export function useProfileSync(): void {
  const trpc = useTRPC();
  const session = useSession();
  const me = useQuery({
    ...trpc.auth.me.queryOptions(undefined, { meta: { silent: true } }),
    enabled: !!session,
    staleTime: 60_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });

  useEffect(() => {
    const current = readSession();
    if (me.data && current && JSON.stringify(me.data) !== JSON.stringify(current.user)) updateSessionUser(() => me.data);
  }, [me.data]);

  const accepted = session?.user.policiesAccepted ?? true;
  useEffect(() => {
    if (!accepted) requestPolicies();
  }, [accepted]);
}
