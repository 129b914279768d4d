/** The id of the cookie banner index.html paints before the app's code arrives (Lighthouse LCP on a phone). */
export const STATIC_COOKIE_BANNER_ID = 'static-cookie-banner';

/** Removes index.html's copy of the banner: the app's banner took its place, or a choice is saved. */
export function removeStaticCookieBanner(): void {
  document.getElementById(STATIC_COOKIE_BANNER_ID)?.remove();
}
