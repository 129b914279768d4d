import { randomUUID } from 'node:crypto';
import type { AccessData } from '../../../shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RequestMeta } from '../../deps.ts';
import type { NewRefreshToken } from './auth.repository.ts';
import * as repo from './auth.repository.ts';
import { hashToken, randomToken, signAccessToken } from './tokens.ts';

/** Stores a refresh token (as its hash) in a session family; returns its row id. */
export function insertSession(db: Database, config: Config, s: { userId: string; familyId: string; refreshToken: string }, meta: RequestMeta): Promise<string> {
  return repo.insertRefreshToken(db, refreshTokenOf(config, s, meta));
}

/** The row that stores a refresh token of a session family: only its hash is kept. */
function refreshTokenOf(config: Config, s: { userId: string; familyId: string; refreshToken: string }, meta: RequestMeta): NewRefreshToken {
  return {
    userId: s.userId,
    familyId: s.familyId,
    tokenHash: hashToken(s.refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
    userAgent: meta.userAgent,
    ip: meta.ip,
  };
}

/** A short-lived access token of one session (refresh family). */
export async function signSessionAccess(config: Config, userId: string, familyId: string): Promise<{ accessToken: string; expiresIn: number }> {
  const ttl = config.accessTokenTtlSeconds;
  return { accessToken: await signAccessToken(config.jwtSecret, { sub: userId, sid: familyId }, ttl), expiresIn: ttl };
}

/**
 * A new session, not yet stored: a new family, the row of its first refresh token, and its signed access token. A login
 * makes it while the password is being checked and stores the row only when the password matched.
 */
export async function newSession(config: Config, userId: string, meta: RequestMeta): Promise<{ row: NewRefreshToken; accessData: AccessData }> {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  const row = refreshTokenOf(config, { userId, familyId, refreshToken }, meta);
  return { row, accessData: { ...(await signSessionAccess(config, userId, familyId)), refreshToken } };
}
