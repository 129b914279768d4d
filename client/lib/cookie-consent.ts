import { allowAllChoices, CONSENT_DAYS, COOKIE_CATEGORY_KEYS, COOKIE_PREFIX, type CookieChoices, denyAllChoices, OPTIONAL_COOKIE_CATEGORIES } from '../../shared/cookies.ts';

/**
 * The cookie choice in the browser's cookies (docs/design/product-spec.md §4, §9): pure functions over cookie strings,
 * so they are unit tested without a browser. `credito_showCookieBanner=false` says a choice was saved;
 * `credito_<category>` holds each category. Every cookie lives 30 days (Max-Age), so the banner comes back when the
 * choice expires.
 */
export const BANNER_COOKIE = `${COOKIE_PREFIX}showCookieBanner`;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_DAYS * 24 * 60 * 60;

/** Every cookie name the consent writes (the cookie policy lists them). */
export const CONSENT_COOKIE_NAMES = [BANNER_COOKIE, ...COOKIE_CATEGORY_KEYS.map((k) => `${COOKIE_PREFIX}${k}`)];

/** Reads `name=value; other=value` (document.cookie) into a map; malformed pairs are skipped. */
export function parseCookieString(cookies: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      out.set(name, part.slice(eq + 1).trim());
    }
  }
  return out;
}

/**
 * The saved choice, or null when none is saved (or it expired): the banner then shows. A category is on only when its
 * cookie says `true` (ANPD: non-essential categories are off unless consented); essential is always on.
 */
export function readConsent(cookies: string): CookieChoices | null {
  const jar = parseCookieString(cookies);
  if (jar.get(BANNER_COOKIE) !== 'false') return null;
  const choices = denyAllChoices();
  for (const category of OPTIONAL_COOKIE_CATEGORIES) choices[category] = jar.get(`${COOKIE_PREFIX}${category}`) === 'true';
  return choices;
}

/** Forces essential on and fills missing categories with "off". */
export function normaliseChoices(partial: Partial<Record<keyof CookieChoices, boolean>>): CookieChoices {
  const choices = denyAllChoices();
  for (const category of OPTIONAL_COOKIE_CATEGORIES) choices[category] = partial[category] === true;
  return choices;
}

export interface CookieWriteOptions {
  /** When the choice is saved (ms since epoch): the cookies expire CONSENT_DAYS later. */
  now: number;
  /** Secure cookies on https. */
  secure: boolean;
}

/** The `document.cookie` assignments that save a choice (one per cookie), SameSite=Lax, 30 days. */
export function serializeConsent(choices: CookieChoices, { now, secure }: CookieWriteOptions): string[] {
  const expires = new Date(now + CONSENT_MAX_AGE_SECONDS * 1000).toUTCString();
  const attributes = `; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const normalised = normaliseChoices(choices);
  return [`${BANNER_COOKIE}=false${attributes}`, ...COOKIE_CATEGORY_KEYS.map((category) => `${COOKIE_PREFIX}${category}=${String(normalised[category])}${attributes}`)];
}

/** A stable key of a choice, to tell whether it was already recorded on the server. */
export function choicesKey(choices: CookieChoices): string {
  return COOKIE_CATEGORY_KEYS.map((k) => `${k}:${choices[k] ? 1 : 0}`).join(',');
}

export { allowAllChoices, denyAllChoices };
