import { describe, expect, it } from 'vitest';
import {
  allowAllChoices,
  BANNER_COOKIE,
  CONSENT_COOKIE_NAMES,
  CONSENT_MAX_AGE_SECONDS,
  choicesKey,
  denyAllChoices,
  normaliseChoices,
  parseCookieString,
  readConsent,
  serializeConsent,
} from './cookie-consent.ts';

/** What a browser would send back after the given assignments (name=value pairs only, like document.cookie). */
const jarOf = (assignments: string[]) => assignments.map((a) => a.split(';')[0]).join('; ');
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('cookie consent (spec §4, §9)', () => {
  it('no saved choice: the banner shows (null), whatever else is in the jar', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('other=1; credito_analytic=true')).toBeNull();
    expect(readConsent('credito_showCookieBanner=true')).toBeNull();
  });

  it('names every cookie with the product prefix: showCookieBanner and the five categories', () => {
    expect(CONSENT_COOKIE_NAMES).toEqual(['credito_showCookieBanner', 'credito_essential', 'credito_performance', 'credito_analytic', 'credito_ads', 'credito_social']);
  });

  it('deny all keeps only essential', () => {
    const cookies = serializeConsent(denyAllChoices(), { now: NOW, secure: false });
    expect(jarOf(cookies)).toBe('credito_showCookieBanner=false; credito_essential=true; credito_performance=false; credito_analytic=false; credito_ads=false; credito_social=false');
    expect(readConsent(jarOf(cookies))).toEqual({ essential: true, performance: false, analytic: false, ads: false, social: false });
  });

  it('allow all enables every category', () => {
    const cookies = serializeConsent(allowAllChoices(), { now: NOW, secure: false });
    expect(readConsent(jarOf(cookies))).toEqual({ essential: true, performance: true, analytic: true, ads: true, social: true });
  });

  it('round-trips a custom choice among other cookies', () => {
    const choice = { ...denyAllChoices(), analytic: true, social: true };
    const jar = `a=b; ${jarOf(serializeConsent(choice, { now: NOW, secure: true }))}; z=%7B%7D`;
    expect(readConsent(jar)).toEqual(choice);
  });

  it('essential is always on, even if its cookie says otherwise or is missing', () => {
    expect(readConsent(`${BANNER_COOKIE}=false; credito_essential=false`)?.essential).toBe(true);
    expect(readConsent(`${BANNER_COOKIE}=false`)).toEqual(denyAllChoices());
    expect(normaliseChoices({ essential: false, ads: true } as never)).toEqual({ ...denyAllChoices(), ads: true });
    const forged = serializeConsent({ ...allowAllChoices(), essential: false } as never, { now: NOW, secure: false });
    expect(forged).toContainEqual(expect.stringMatching(/^credito_essential=true;/));
  });

  it('only the literal "true" turns a category on (non-essential are off by default)', () => {
    expect(readConsent(`${BANNER_COOKIE}=false; credito_analytic=1; credito_ads=TRUE; credito_social=yes; credito_performance=true`)).toEqual({
      ...denyAllChoices(),
      performance: true,
    });
  });

  it('expires in 30 days, SameSite=Lax, on the whole site; Secure only on https', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(2_592_000);
    const plain = serializeConsent(denyAllChoices(), { now: NOW, secure: false });
    expect(plain).toHaveLength(6);
    const expires = new Date(NOW + 30 * 24 * 3600 * 1000).toUTCString();
    for (const cookie of plain) {
      expect(cookie).toContain('; Path=/; Max-Age=2592000');
      expect(cookie).toContain(`; Expires=${expires}`);
      expect(cookie).toContain('; SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
    expect(expires).toBe('Tue, 01 Jul 2025 12:00:00 GMT');
    for (const cookie of serializeConsent(denyAllChoices(), { now: NOW, secure: true })) expect(cookie.endsWith('; Secure')).toBe(true);
  });

  it('parses cookie strings leniently (spaces, encoded values, malformed pairs, first value wins)', () => {
    expect([...parseCookieString(' a = 1 ;b=%C3%A9; junk; c=%E0%A4%A; a=2')]).toEqual([
      ['a', '1'],
      ['b', 'é'],
      ['c', '%E0%A4%A'],
    ]);
  });

  it('keys a choice stably, so the same choice is recorded once per user', () => {
    expect(choicesKey(denyAllChoices())).toBe('essential:1,performance:0,analytic:0,ads:0,social:0');
    expect(choicesKey({ ...denyAllChoices(), ads: true })).not.toBe(choicesKey(denyAllChoices()));
  });
});
