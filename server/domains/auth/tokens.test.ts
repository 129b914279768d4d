import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken, openSuccessor, randomToken, sealSuccessor, signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'um-segredo-de-teste-com-mais-de-32-caracteres';
const claims = { sub: 'b1c2d3e4-0000-4000-8000-000000000001', sid: 'f1e2d3c4-0000-4000-8000-000000000002' };
const key = (s = SECRET) => new TextEncoder().encode(s);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('a token we signed verifies to its user and session', async () => {
    const token = await signAccessToken(SECRET, claims, 900);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.iss).toBe('credito');
  });

  it('refuses alg "none" (unsigned)', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: 'credito', iat: now(), exp: now() + 900 })}.`;
    expect(await verifyAccessToken(SECRET, unsigned)).toBeNull();
  });

  it('refuses a token signed with another secret, or another HMAC algorithm', async () => {
    expect(await verifyAccessToken(SECRET, await signAccessToken('outro-segredo-qualquer-com-mais-de-32-chars', claims, 900))).toBeNull();
    const hs512 = await new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS512' }).setSubject(claims.sub).setIssuer('credito').setIssuedAt().setExpirationTime('15m').sign(key());
    expect(await verifyAccessToken(SECRET, hs512)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [h, , s] = (await signAccessToken(SECRET, claims, 900)).split('.');
    const forged = `${h}.${b64({ ...claims, sub: 'outro-usuario', iss: 'credito', iat: now(), exp: now() + 900 })}.${s}`;
    expect(await verifyAccessToken(SECRET, forged)).toBeNull();
  });

  it('refuses an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(SECRET, claims, 60);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('refuses another issuer, or a token without issuer, subject or session', async () => {
    const base = () => new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('15m');
    expect(await verifyAccessToken(SECRET, await base().setSubject(claims.sub).setIssuer('outro').sign(key()))).toBeNull();
    expect(await verifyAccessToken(SECRET, await base().setSubject(claims.sub).sign(key()))).toBeNull();
    expect(await verifyAccessToken(SECRET, await base().setIssuer('credito').sign(key()))).toBeNull();
    const noSid = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('credito').setIssuedAt().setExpirationTime('15m').sign(key());
    expect(await verifyAccessToken(SECRET, noSid)).toBeNull();
  });

  it('refuses garbage', async () => {
    for (const t of ['', 'abc', 'a.b.c', 'Bearer x']) expect(await verifyAccessToken(SECRET, t)).toBeNull();
  });
});

describe('opaque tokens', () => {
  it('are 256 random bits, URL-safe, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as their SHA-256, which does not reveal them', () => {
    const t = randomToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).toBe(hashToken(t));
    expect(hashToken(t)).not.toContain(t);
    expect(hashToken(`${t}x`)).not.toBe(hashToken(t));
  });
});

describe('sealed refresh successors', () => {
  it('open only with the used token they were sealed under, on their own row', () => {
    const used = randomToken();
    const successor = randomToken();
    const sealed = sealSuccessor(used, successor, 'row-1');
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(used, sealed, 'row-1')).toBe(successor);
    expect(openSuccessor(randomToken(), sealed, 'row-1')).toBeNull();
    expect(openSuccessor(used, sealed, 'row-2')).toBeNull();
    // One bit of the ciphertext flipped (rewriting its last characters could leave the bytes as they were: the last
    // base64url character carries padding bits, and the ones before may already be what they are rewritten to).
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(openSuccessor(used, [iv, tag, flipped.toString('base64url')].join('.'), 'row-1')).toBeNull();
    expect(openSuccessor(used, 'garbage', 'row-1')).toBeNull();
  });
});
