import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useHydrated } from '../../app/hydration.ts';
import { readConsent } from '../../lib/cookie-consent.ts';
import { recordForSignedInUser, useCookieConsent } from '../../lib/cookie-consent-store.ts';
import { useSession } from '../../lib/session.ts';
import { removeStaticCookieBanner } from './static-banner.ts';

// Neither is needed to paint the page under them: each has its own chunk (bundle budget, docs/performance.md). The
// banner is fixed to the bottom of the screen, so arriving a moment later moves nothing on the page; on a first visit
// its code is fetched at once, beside the page's (on a phone it is the largest text, Lighthouse's LCP).
const loadBanner = () => import('./CookieBanner.tsx');
if (typeof document !== 'undefined' && readConsent(document.cookie) === null) loadBanner().catch(() => undefined);
const CookieBanner = lazy(() => loadBanner().then((m) => ({ default: m.CookieBanner })));
const CookiePreferencesModal = lazy(() => import('./CookiePreferencesModal.tsx').then((m) => ({ default: m.CookiePreferencesModal })));

/**
 * Mounted once at the root: the banner until a choice is saved, the preferences dialog, and — when someone signs in
 * after choosing as a visitor — the record of that choice on the server (LGPD art. 8).
 */
export function CookieConsent() {
  const { choices, preferencesOpen } = useCookieConsent();
  const userId = useSession()?.user.id;
  const hasChoice = choices !== null;
  // The server cannot know the visitor's choice (a cookie of this browser): a server-rendered page gets the banner
  // from index.html's static copy, and the app's banner once hydrated.
  const hydrated = useHydrated();
  // Once opened, the dialog stays mounted so it closes with its transition like any other.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  useEffect(() => {
    if (preferencesOpen) setDialogLoaded(true);
  }, [preferencesOpen]);

  // A choice is saved: index.html's copy of the banner (painted before the app's code) goes too.
  useLayoutEffect(() => {
    if (hasChoice) removeStaticCookieBanner();
  }, [hasChoice]);

  useEffect(() => {
    if (userId && hasChoice) void recordForSignedInUser();
  }, [userId, hasChoice]);

  return (
    <>
      <Suspense fallback={null}>{hasChoice || !hydrated ? null : <CookieBanner />}</Suspense>
      <Suspense fallback={null}>{preferencesOpen || dialogLoaded ? <CookiePreferencesModal /> : null}</Suspense>
    </>
  );
}
