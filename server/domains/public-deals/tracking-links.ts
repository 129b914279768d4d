import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { insertTrackingToken } from './tracking.repository.ts';

/** How long a tracking link works: long enough for the slowest real-estate deal. */
const TRACKING_DAYS = 365;

export const trackingPath = (token: string): string => `/acompanhar/${token}`;
export const trackingUrl = (deps: Deps, token: string): string => `${deps.config.publicUrl}${trackingPath(token)}`;

/** A new private tracking link for a deal (its token is returned once and stored only as a hash). */
export async function issueTrackingToken(db: Database, dealId: string, companyId: string): Promise<string> {
  const token = randomToken();
  await insertTrackingToken(db, { dealId, companyId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TRACKING_DAYS * 86_400_000) });
  return token;
}
