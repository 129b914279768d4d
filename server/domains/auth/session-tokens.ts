import { randomUUID } from 'node:crypto';
import type { AccessData } from '../../../shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RequestMeta } from '../../deps.ts';
import * as repo from './auth.repository.ts';
import { hashToken, randomToken, signAccessToken } from './tokens.ts';

/** Stores a refresh token (as its hash) in a session family; returns its row id. */
export function insertSession(db: Database, config: Config, s: { userId: string; familyId: string; refreshToken: string }, meta: RequestMeta): Promise<string> {
  return repo.insertRefreshToken(db, {
    userId: s.userId,
    familyId: s.familyId,
    tokenHash: hashToken(s.refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
}

/** A short-lived access token of one session (refresh family). */
export async function signSessionAccess(config: Config, userId: string, familyId: string): Promise<{ accessToken: string; expiresIn: number }> {
  const ttl = config.accessTokenTtlSeconds;
  return { accessToken: await signAccessToken(config.jwtSecret, { sub: userId, sid: familyId }, ttl), expiresIn: ttl };
}

/** Opens a new session: a new family, its first refresh token and an access token. */
export async function openSession(db: Database, config: Config, userId: string, meta: RequestMeta): Promise<AccessData> {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await insertSession(db, config, { userId, familyId, refreshToken }, meta);
  return { ...(await signSessionAccess(config, userId, familyId)), refreshToken };
}
