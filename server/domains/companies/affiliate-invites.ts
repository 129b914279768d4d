import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The secret of an affiliate's registration link (/cadastro-filial/{companyId}/{subsidiaryId}?convite=…). The ids
 * alone are not a secret (the company's people see them), so the link carries a code only the server can make: an
 * HMAC of the affiliate's id under the server's secret. Nothing usable is stored (docs/design/security.md R13), every
 * instance computes the same code, and the link stops working once the affiliate registers.
 */
export function affiliateInviteCode(config: Pick<Config, 'jwtSecret'>, subsidiaryId: string): string {
  return createHmac('sha256', config.jwtSecret).update(`affiliate-invite:${subsidiaryId}`).digest('base64url');
}

/** Whether `code` is this affiliate's, compared in constant time. */
export function isAffiliateInviteCode(config: Pick<Config, 'jwtSecret'>, subsidiaryId: string, code: string): boolean {
  const expected = Buffer.from(affiliateInviteCode(config, subsidiaryId));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link an administrator shares with an affiliate still waiting for its registration. */
export function affiliateRegistrationPath(config: Pick<Config, 'jwtSecret'>, companyId: string, subsidiaryId: string): string {
  return `/cadastro-filial/${companyId}/${subsidiaryId}?convite=${affiliateInviteCode(config, subsidiaryId)}`;
}
