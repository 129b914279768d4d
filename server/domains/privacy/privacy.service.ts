import { CONSENT_KIND_COOKIES, COOKIE_POLICY_VERSION } from '../../../shared/cookies.ts';
import { CALL_MESSAGES } from '../../../shared/messages.ts';
import type { ConsentRecord, TRecordCookieConsentRequest } from '../../../shared/schemas/privacy.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import type { AuthUser } from '../auth/session.ts';
import { insertConsent, listUserConsents } from './consents.repository.ts';

/** How many of a user's consents `myConsents` returns (the newest): years of choices renewed every 30 days. */
const MY_CONSENTS_LIMIT = 100;

/**
 * Records a signed-in user's cookie choice (LGPD art. 8: consent must be provable). The subject and tenant come from
 * the session, the version is the cookie policy in force, and the address and browser from the request — none of
 * them from the client's input. Every choice is a new row.
 */
export async function recordCookieConsent(deps: Deps, user: AuthUser, meta: RequestMeta, input: TRecordCookieConsentRequest): Promise<{ message: string; consent: ConsentRecord }> {
  const consent = await insertConsent(deps.db, {
    userId: user.id,
    companyId: user.companyId,
    kind: CONSENT_KIND_COOKIES,
    version: COOKIE_POLICY_VERSION,
    choices: input.choices,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { message: CALL_MESSAGES.cookieConsentRecorded, consent };
}

/** The signed-in user's own consent records, newest first (LGPD art. 18: access to one's own data). */
export function myConsents(deps: Deps, user: AuthUser): Promise<ConsentRecord[]> {
  return listUserConsents(deps.db, user.id, MY_CONSENTS_LIMIT);
}
