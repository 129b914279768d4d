import { useEffect } from 'react';
import { recordForSignedInUser, useCookieConsent } from '../../lib/cookie-consent-store.ts';
import { useSession } from '../../lib/session.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { CookiePreferencesModal } from './CookiePreferencesModal.tsx';

/**
 * Mounted once at the root: the banner until a choice is saved, the preferences dialog, and — when someone signs in
 * after choosing as a visitor — the record of that choice on the server (LGPD art. 8).
 */
export function CookieConsent() {
  const { choices } = useCookieConsent();
  const userId = useSession()?.user.id;
  const hasChoice = choices !== null;

  useEffect(() => {
    if (userId && hasChoice) void recordForSignedInUser();
  }, [userId, hasChoice]);

  return (
    <>
      {hasChoice ? null : <CookieBanner />}
      <CookiePreferencesModal />
    </>
  );
}
