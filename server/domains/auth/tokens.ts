import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id: logout or revocation ends the access token too */
  sid: string;
}

const ALG = 'HS256';
const ISSUER = 'credito';

/** The HMAC key of a secret, imported once: jose would otherwise import the raw bytes again on every sign and verify. */
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await hmacKey(secret));
}

/** Tokens whose signature was already checked, per secret, until they expire (most recent last, oldest evicted). */
const verified = new Map<string, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();
const MAX_VERIFIED = 10_000;

/**
 * Verifies signature (HS256 only), issuer and expiry; null for anything else. A token is the same bytes on every
 * request of a session: once its signature checked out, the answer is remembered until its `exp` (the signature cannot
 * change; revocation is checked elsewhere, on every request). Saves the HMAC on the hot path.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  let cache = verified.get(secret);
  const hit = cache?.get(token);
  if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: [ALG], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = { sub: payload.sub, sid: payload.sid };
    if (!cache) verified.set(secret, (cache = new Map()));
    cache.delete(token);
    cache.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    if (cache.size > MAX_VERIFIED) cache.delete(cache.keys().next().value!);
    return claims;
  } catch {
    return null;
  }
}

/** A random opaque token (256 bits) for refresh and password-reset links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const SUCCESSOR_INFO = 'credito/refresh-successor/v1';

/** AES-256-GCM key for a used refresh token's successor: derivable only by whoever presents the used token. */
const successorKey = (usedToken: string): Buffer => Buffer.from(hkdfSync('sha256', Buffer.from(usedToken, 'utf8'), Buffer.alloc(0), SUCCESSOR_INFO, 32));

/**
 * Encrypts the successor refresh token under a key derived from the used one (the database holds only the used
 * token's hash, so a copy of the table cannot open it). `rowId` is bound as associated data: the ciphertext is
 * refused on any other row.
 */
export function sealSuccessor(usedToken: string, successor: string, rowId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(usedToken), iv);
  cipher.setAAD(Buffer.from(rowId, 'utf8'));
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The successor sealed by sealSuccessor, or null when the token, the row or the ciphertext does not match. */
export function openSuccessor(usedToken: string, sealed: string, rowId: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', successorKey(usedToken), iv);
    decipher.setAAD(Buffer.from(rowId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
