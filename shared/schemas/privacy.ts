import { z } from 'zod';
import { MSG } from '../messages.ts';

const optional = z.boolean({ error: MSG.required });

/** A cookie choice as the banner saves it; essential must be on (spec §4: it cannot be turned off). */
export const ZCookieChoices = z.strictObject(
  {
    essential: z.literal(true, { error: MSG.essentialCookies }),
    performance: optional,
    analytic: optional,
    ads: optional,
    social: optional,
  },
  { error: MSG.invalid },
);

export const ZRecordCookieConsentRequest = z.object({ choices: ZCookieChoices });
export type TRecordCookieConsentRequest = z.infer<typeof ZRecordCookieConsentRequest>;

/** One recorded consent of the signed-in user (LGPD art. 8: what, which version, when, from where). */
export interface ConsentRecord {
  id: string;
  kind: string;
  version: string;
  choices: Record<string, boolean>;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}
