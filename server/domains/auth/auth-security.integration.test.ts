/**
 * docs/design/security.md R6 (brute force, enumeration), R14 (no lockout by a third party), R7 (refresh rotation and
 * reuse), R8 (reset tokens) and R10 (no secrets in the logs of the run).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import type { Deps } from '../../deps.ts';
import { REDACTED } from '../../lib/secret-paths.ts';
import { type InsertedUser, insertTestUser } from '../../test/fixtures.ts';
import { callerFor, callerForToken, createTestEnv, expectAppError, expectNoSecretsInRunLog, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { openLoginAttempt } from './auth.repository.ts';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './auth.service.ts';
import { authenticate } from './session.ts';
import { hashToken } from './tokens.ts';

let env: TestEnv;
let http: HttpServer;
/** Every secret value this file handled: none may appear in the run's log (R10). */
const secrets = new Set<string>([DEMO_PASSWORD]);
const remember = (...values: string[]) => {
  for (const v of values) secrets.add(v);
};

/** Mail the HTTP server sent, as handed to the mailer (links are read from here, never from the outbox). */
const sent: MailMessage[] = [];

beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
  const mailer = env.deps.mailer;
  const send: typeof mailer.send = (m) => {
    sent.push(m);
    return mailer.send(m);
  };
  http = await startHttp({ ...env.deps, mailer: { ...mailer, send } });
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const anonymous = (ip = randomIp(), deps: Deps = env.deps) => callerFor(deps, null, { ip });

async function newUser(): Promise<InsertedUser> {
  const user = await insertTestUser(env.deps.db, env.demo);
  remember(user.password, user.document);
  return user;
}

function postForm(path: string, fields: Record<string, string>, ip: string) {
  return fetch(`${http.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'pt-BR', 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields),
  });
}

function postJson(path: string, body: unknown, ip = randomIp()) {
  return fetch(`${http.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

describe('R6 brute force on login', () => {
  it(`after ${MAX_FAILURES_PER_ACCOUNT} failures from one client, that client is refused even with the right password; other clients and accounts are not`, async () => {
    const user = await newUser();
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await expectAppError(anonymous(ip).auth.login({ email: user.email, password: `Errada#${i}abc` }), 'LOGIN_ERROR', 'Falha ao fazer login');
    }
    const throttled = await expectAppError(anonymous(ip).auth.login({ email: user.email.toUpperCase(), password: user.password }), 'TOO_MANY_ATTEMPTS_ERROR');
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfter).toBeGreaterThan(0);
    expect(throttled.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(throttled.message).toMatch(/^Muitas tentativas\. Tente novamente em (1 minuto|([02-9]|\d{2,}) minutos)$/);
    // The counter is per (account, client): the owner elsewhere is not locked out by it (R14)...
    expect((await anonymous(randomIp()).auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
    // ...and other accounts from the same client are not either.
    const other = await newUser();
    expect((await anonymous(ip).auth.login({ email: other.email, password: other.password })).user.id).toBe(other.id);
  });

  it('a success before the limit resets the pair’s counter', async () => {
    const user = await newUser();
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await expectAppError(anonymous(ip).auth.login({ email: user.email, password: `Errada#${i}abc` }), 'LOGIN_ERROR');
    await anonymous(ip).auth.login({ email: user.email, password: user.password });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await expectAppError(anonymous(ip).auth.login({ email: user.email, password: `Errada#${i}abc` }), 'LOGIN_ERROR');
    expect((await anonymous(ip).auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
  });

  it(`one address guessing many accounts is refused after ${MAX_FAILURES_PER_IP} failures (password spraying)`, async () => {
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await expectAppError(anonymous(ip).auth.login({ email: `alvo${i}@exemplo.com.br`, password: 'Qualquer#123' }), 'LOGIN_ERROR');
    }
    const user = await newUser();
    await expectAppError(anonymous(ip).auth.login({ email: user.email, password: user.password }), 'TOO_MANY_ATTEMPTS_ERROR');
    expect((await anonymous(randomIp()).auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
  });

  it('a session is stored only when the password matches: a wrong one leaves no refresh token and no login in the audit', async () => {
    const user = await newUser();
    const stored = async () => {
      const tokens = await env.deps.db
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const logins = await env.deps.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('actor_user_id', '=', user.id)
        .where('action', '=', 'auth.login')
        .executeTakeFirstOrThrow();
      return { tokens: Number(tokens.n), logins: Number(logins.n) };
    };
    const ip = randomIp();
    for (let i = 0; i < 3; i++) await expectAppError(anonymous(ip).auth.login({ email: user.email, password: `Errada#${i}abc` }), 'LOGIN_ERROR');
    expect(await stored()).toEqual({ tokens: 0, logins: 0 });
    const { accessData } = await anonymous(ip).auth.login({ email: user.email, password: user.password });
    expect(await stored()).toEqual({ tokens: 1, logins: 1 });
    expect(await authenticate(env.deps, `Bearer ${accessData.accessToken}`)).toMatchObject({ id: user.id });
  });

  // In the test titles, "spec §N" is section N of docs/design/product-spec.md.
  it('over HTTP (form-encoded, as spec §7): 401 five times, then 429 with Retry-After', async () => {
    const user = await newUser();
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const res = await postForm('/api/v1/auth/login', { email: user.email, password: `Errada#${i}abc` }, ip);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ type: 'LOGIN_ERROR', message: 'Falha ao fazer login', errors: [{ message: 'Falha ao fazer login' }] });
    }
    const res = await postForm('/api/v1/auth/login', { email: user.email, password: user.password }, ip);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const body = await res.json();
    expect(body).toMatchObject({ type: 'TOO_MANY_ATTEMPTS_ERROR', errors: [{ message: expect.stringMatching(/^Muitas tentativas/) }] });
    expect(JSON.stringify(body)).not.toContain('accessToken');
  });

  it('without a trusted proxy (TRUST_PROXY=false) a forged X-Forwarded-For does not make a new client', async () => {
    const direct = await startHttp({ ...env.deps, config: { ...env.deps.config, trustProxy: false } });
    try {
      const user = await newUser();
      const attempt = (password: string) =>
        fetch(`${direct.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': randomIp() },
          body: JSON.stringify({ email: user.email, password }),
        }).then((r) => r.status);
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect(await attempt(`Errada#${i}abc`)).toBe(401);
      expect(await attempt(user.password)).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('parallel guesses from one client cannot slip past the limit', async () => {
    const user = await newUser();
    const ip = randomIp();
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => postForm('/api/v1/auth/login', { email: user.email, password: `Errada#${i}abc` }, ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  // Twelve requests rarely overlap exactly; this holds one attempt's transaction open to make the overlap certain.
  it.skipIf(!process.env.DATABASE_URL)('(só PostgreSQL) an attempt not yet committed is counted by the next one of the same client, which waits for it', async () => {
    const user = await newUser();
    const ip = randomIp();
    let second: Promise<Awaited<ReturnType<typeof openLoginAttempt>>> | undefined;
    let secondAnswered = false;
    await env.deps.db.transaction().execute(async (trx) => {
      expect((await openLoginAttempt(trx, user.email, ip)).byIp.count).toBe(1);
      second = openLoginAttempt(env.deps.db, user.email, ip).then((r) => {
        secondAnswered = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(secondAnswered).toBe(false);
    });
    const counted = await second!;
    expect(counted.byIp.count).toBe(2);
    expect(counted.byPair.count).toBe(2);
  });
});

describe('R14 lockout is not a denial of service', () => {
  it('a stranger’s failures from one network do not stop the owner signing in from another', async () => {
    const owner = await newUser();
    const stranger = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await postForm('/api/v1/auth/login', { email: owner.email, password: `Chute#${i}abc` }, stranger)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await postForm('/api/v1/auth/login', { email: owner.email, password: `Chute#x${i}abc` }, stranger)).status).toBe(429);

    const res = await postForm('/api/v1/auth/login', { email: owner.email, password: owner.password }, randomIp());
    expect(res.status).toBe(200);
    const body = await res.json();
    remember(body.accessData.accessToken, body.accessData.refreshToken);
    expect(body.user.id).toBe(owner.id);
  });

  it('attempts refused with 429 do not count: hammering a locked pair does not keep it locked', async () => {
    const user = await newUser();
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await postForm('/api/v1/auth/login', { email: user.email, password: `Errada#${i}abc` }, ip)).status).toBe(401);
    const realFailuresUntil = new Date();
    await new Promise((r) => setTimeout(r, 5));
    for (let i = 0; i < 10; i++) expect((await postForm('/api/v1/auth/login', { email: user.email, password: `Errada#y${i}abc` }, ip)).status).toBe(429);

    // The five real failures leave the 15-minute window; only the refused attempts are recent.
    await env.deps.db
      .updateTable('login_attempts')
      .set((eb) => ({ created_at: eb('created_at', '-', sql<Date>`interval '16 minutes'`) }))
      .where('email', '=', user.email.toLowerCase())
      .where('created_at', '<=', realFailuresUntil)
      .execute();
    const res = await postForm('/api/v1/auth/login', { email: user.email, password: user.password }, ip);
    expect(res.status).toBe(200);
    remember((await res.json()).accessData.refreshToken);
  });

  it('the owner locked out of a client unlocks the account by e-mail: same answer for unknown e-mails, single-use link', async () => {
    const user = await newUser();
    const ip = randomIp();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await postForm('/api/v1/auth/login', { email: user.email, password: `Errada#${i}abc` }, ip);
    expect((await postForm('/api/v1/auth/login', { email: user.email, password: user.password }, ip)).status).toBe(429);

    const known = await postJson('/api/v1/auth/requestUnlock', { email: ` ${user.email.toUpperCase()} ` }, ip);
    const missing = await postJson('/api/v1/auth/requestUnlock', { email: 'ninguem.mesmo@exemplo.com.br' }, ip);
    expect([known.status, missing.status]).toEqual([200, 200]);
    const [knownBody, missingBody] = [await known.text(), await missing.text()];
    expect(missingBody).toBe(knownBody);
    expect(JSON.parse(knownBody)).toEqual({ message: 'Se houver uma conta com este e-mail, enviamos um link para desbloquear o acesso' });
    expect(sent.filter((m) => m.to === 'ninguem.mesmo@exemplo.com.br')).toHaveLength(0);

    const mail = sent.filter((m) => m.to === user.email).at(-1)!;
    expect(mail.subject).toBe('Crédito — desbloqueio de acesso');
    const token = /\/desbloquear-acesso\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    remember(token);
    expect(mail.secrets).toEqual([token]);
    expect(mail.html).toContain(`/desbloquear-acesso/${token}`);
    const stored = await env.deps.db.selectFrom('login_unlock_tokens').select(['token_hash', 'expires_at', 'created_at']).where('user_id', '=', user.id).execute();
    expect(stored.map((r) => r.token_hash)).toEqual([hashToken(token)]);
    expect((stored[0].expires_at.getTime() - stored[0].created_at.getTime()) / 60_000).toBeCloseTo(30, 0);
    // The page's URL holds the token: the request log must not (checked at the end of the file).
    expect((await fetch(`${http.baseUrl}/desbloquear-acesso/${token}`)).status).toBe(404);

    const unlocked = await postJson('/api/v1/auth/unlock', { token }, randomIp());
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ message: 'Acesso desbloqueado! Você já pode entrar' });
    const again = await postJson('/api/v1/auth/unlock', { token }, randomIp());
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ type: 'VALIDATION_ERROR', errors: [{ field: 'token', message: 'Link de desbloqueio inválido ou expirado. Solicite um novo.' }] });

    const res = await postForm('/api/v1/auth/login', { email: user.email, password: user.password }, ip);
    expect(res.status).toBe(200);
    remember((await res.json()).accessData.refreshToken);
  });
});

describe('R6 enumeration on forgot-password', () => {
  it('answers the same status and body for an existing and an unknown e-mail; only the existing one gets an e-mail', async () => {
    const user = await newUser();
    const unknown = 'nao.existe.ninguem@exemplo.com.br';
    const outboxCount = async (to: string) =>
      Number(
        (
          await env.deps.db
            .selectFrom('email_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('to_address', '=', to)
            .executeTakeFirstOrThrow()
        ).n,
      );

    const known = await postJson('/api/v1/auth/forgotPassword', { email: user.email });
    const missing = await postJson('/api/v1/auth/forgotPassword', { email: unknown });
    expect(missing.status).toBe(known.status);
    expect(known.status).toBe(200);
    const [knownBody, missingBody] = [await known.text(), await missing.text()];
    expect(missingBody).toBe(knownBody);
    expect(JSON.parse(knownBody)).toEqual({ message: 'Solicitação enviado com sucesso!' });

    expect(await outboxCount(user.email)).toBe(1);
    expect(await outboxCount(unknown)).toBe(0);

    // Through tRPC too.
    const a = await anonymous().auth.forgotPassword({ email: unknown.toUpperCase() });
    const b = await anonymous().auth.forgotPassword({ email: ` ${user.email.toUpperCase()} ` });
    expect(a).toEqual(b);
    expect(await outboxCount(user.email)).toBe(2);
    expect(await outboxCount(unknown)).toBe(0);
  });
});

/** POST /api/v1/auth/refreshToken, as the browser (or a thief) calls it. */
async function refreshOverHttp(refreshToken: string, ip = randomIp()): Promise<{ status: number; body: { authorization?: string; refreshToken?: string; type?: string } }> {
  const res = await postJson('/api/v1/auth/refreshToken', { refreshToken }, ip);
  const body = await res.json();
  if (body.refreshToken) remember(body.refreshToken, body.authorization);
  return { status: res.status, body };
}

async function meOverHttp(accessToken: string): Promise<number> {
  return (await fetch(`${http.baseUrl}/api/v1/user/authorized`, { headers: { Authorization: `Bearer ${accessToken}`, 'Accept-Language': 'pt-BR' } })).status;
}

const successorCiphertext = async (token: string) =>
  (await env.deps.db.selectFrom('refresh_tokens').select('successor_ciphertext').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).successor_ciphertext;

describe('R7 refresh tokens', () => {
  it('rotate on every use: the new pair works; the old token gives the same successor until that is used, then it is reuse', async () => {
    const s = await signIn(env.deps, env.demo.users.operator.email, DEMO_PASSWORD, { ip: randomIp() });
    const first = s.accessData.refreshToken;
    const next = await anonymous().auth.refresh({ refreshToken: first });
    remember(first, next.refreshToken, next.authorization, s.accessData.accessToken);
    expect(next).toEqual({ authorization: expect.any(String), refreshToken: expect.any(String), expiresIn: env.deps.config.accessTokenTtlSeconds });
    expect(next.refreshToken).not.toBe(first);
    expect((await callerForToken(env.deps, next.authorization).auth.me()).id).toBe(env.demo.users.operator.id);

    // A second tab with the same token, within the grace window: the same successor, a fresh access token.
    const tab = await anonymous().auth.refresh({ refreshToken: first });
    remember(tab.authorization);
    expect(tab.refreshToken).toBe(next.refreshToken);
    expect((await callerForToken(env.deps, tab.authorization).auth.me()).id).toBe(env.demo.users.operator.id);

    const again = await anonymous().auth.refresh({ refreshToken: next.refreshToken });
    remember(again.refreshToken, again.authorization);
    expect(again.refreshToken).not.toBe(next.refreshToken);
    // The successor is used: the old token no longer hands it out, and presenting it is reuse.
    expect(await successorCiphertext(first)).toBeNull();
    await expectAppError(anonymous().auth.refresh({ refreshToken: first }), 'UNAUTHENTICATED_ERROR');
    await expectAppError(anonymous().auth.refresh({ refreshToken: again.refreshToken }), 'UNAUTHENTICATED_ERROR');
  });

  it('are stored only as a hash; the successor kept for the grace window is sealed and wiped after it', async () => {
    const s = await signIn(env.deps, env.demo.users.operator.email, DEMO_PASSWORD, { ip: randomIp() });
    remember(s.accessData.refreshToken, s.accessData.accessToken);
    const rows = await env.deps.db.selectFrom('refresh_tokens').select('token_hash').where('token_hash', '=', hashToken(s.accessData.refreshToken)).execute();
    expect(rows).toHaveLength(1);
    const raw = await env.deps.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', s.accessData.refreshToken).execute();
    expect(raw).toHaveLength(0);

    const next = await refreshOverHttp(s.accessData.refreshToken);
    const sealed = await successorCiphertext(s.accessData.refreshToken);
    expect(sealed).toEqual(expect.any(String));
    expect(sealed).not.toContain(next.body.refreshToken);
    // Once the window is over, any refresh wipes it.
    await env.deps.db
      .updateTable('refresh_tokens')
      .set((eb) => ({ used_at: eb('used_at', '-', sql<Date>`interval '1 minute'`) }))
      .where('token_hash', '=', hashToken(s.accessData.refreshToken))
      .execute();
    await refreshOverHttp('y'.repeat(43));
    expect(await successorCiphertext(s.accessData.refreshToken)).toBeNull();
  });

  it('reusing an already-rotated token after the grace window revokes the whole family: newest refresh and access tokens too', async () => {
    const strict: Deps = { ...env.deps, config: { ...env.deps.config, refreshReuseGraceSeconds: 0 } };
    const s = await signIn(strict, env.demo.users.accountManager.email, DEMO_PASSWORD, { ip: randomIp() });
    const t1 = s.accessData.refreshToken;
    const r2 = await anonymous(undefined, strict).auth.refresh({ refreshToken: t1 });
    const r3 = await anonymous(undefined, strict).auth.refresh({ refreshToken: r2.refreshToken });
    remember(t1, r2.refreshToken, r2.authorization, r3.refreshToken, r3.authorization);
    expect((await callerForToken(strict, r3.authorization).auth.me()).id).toBe(env.demo.users.accountManager.id);

    // The attacker (or the victim) presents the stolen, already-rotated first token.
    await new Promise((r) => setTimeout(r, 20));
    await expectAppError(anonymous(undefined, strict).auth.refresh({ refreshToken: t1 }), 'UNAUTHENTICATED_ERROR');

    await expectAppError(anonymous(undefined, strict).auth.refresh({ refreshToken: r3.refreshToken }), 'UNAUTHENTICATED_ERROR');
    expect(await authenticate(strict, `Bearer ${r3.authorization}`)).toBeNull();
    await expectAppError(callerForToken(strict, r3.authorization).auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerForToken(strict, s.accessData.accessToken).auth.me(), 'UNAUTHENTICATED_ERROR');

    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('actor_user_id', '=', env.demo.users.accountManager.id).where('action', '=', 'auth.refresh_reuse').execute();
    expect(audit).toHaveLength(1);

    // The user's other sessions are not part of that family and survive.
    const fresh = await signIn(strict, env.demo.users.accountManager.email, DEMO_PASSWORD, { ip: randomIp() });
    remember(fresh.accessData.accessToken, fresh.accessData.refreshToken);
    expect((await fresh.caller.auth.me()).id).toBe(env.demo.users.accountManager.id);
  });

  it('20 parallel refreshes of one token over HTTP all get the same successor, and that one chain survives', async () => {
    expect(env.deps.config.refreshReuseGraceSeconds).toBe(10);
    const s = await signIn(env.deps, env.demo.users.personalManager.email, DEMO_PASSWORD, { ip: randomIp() });
    remember(s.accessData.refreshToken, s.accessData.accessToken);
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 20 }, () => refreshOverHttp(s.accessData.refreshToken, ip)));

    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const successors = new Set(results.map((r) => r.body.refreshToken));
    expect(successors.size).toBe(1);
    for (const r of results) expect(await meOverHttp(r.body.authorization!)).toBe(200);

    const [successor] = successors;
    const next = await refreshOverHttp(successor!);
    expect(next.status).toBe(200);
    expect(await meOverHttp(next.body.authorization!)).toBe(200);
    const rows = await env.deps.db
      .selectFrom('refresh_tokens')
      .select(['used_at', 'revoked_at'])
      .where('family_id', '=', (await env.deps.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(successor!)).executeTakeFirstOrThrow()).family_id)
      .execute();
    // One chain: the first token, its one successor, and the live newest one.
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.used_at === null && r.revoked_at === null)).toHaveLength(1);
  });

  it('a thief who refreshes a stolen token just before the browser does not keep a session of their own', async () => {
    const s = await signIn(env.deps, env.demo.users.personalManager.email, DEMO_PASSWORD, { ip: randomIp() });
    remember(s.accessData.refreshToken, s.accessData.accessToken);
    const thiefIp = randomIp();
    const browserIp = randomIp();

    const thief = await refreshOverHttp(s.accessData.refreshToken, thiefIp);
    expect(thief.status).toBe(200);
    // The browser refreshes the same token a moment later: never a silent refusal that leaves the thief the session.
    const browser = await refreshOverHttp(s.accessData.refreshToken, browserIp);
    expect(browser.status).toBe(200);
    expect(browser.body.refreshToken).toBe(thief.body.refreshToken);

    // The thief rotates on; the browser's next refresh (after the window) is reuse and ends the family for both.
    const thiefNext = await refreshOverHttp(thief.body.refreshToken!, thiefIp);
    expect(thiefNext.status).toBe(200);
    await env.deps.db
      .updateTable('refresh_tokens')
      .set((eb) => ({ used_at: eb('used_at', '-', sql<Date>`interval '1 minute'`) }))
      .where('token_hash', '=', hashToken(thief.body.refreshToken!))
      .execute();
    const browserNext = await refreshOverHttp(browser.body.refreshToken!, browserIp);
    expect(browserNext.status).toBe(401);
    expect(browserNext.body.type).toBe('UNAUTHENTICATED_ERROR');

    expect((await refreshOverHttp(thiefNext.body.refreshToken!, thiefIp)).status).toBe(401);
    expect(await meOverHttp(thiefNext.body.authorization!)).toBe(401);
    expect(await meOverHttp(thief.body.authorization!)).toBe(401);
  });

  it('an unknown or empty token is refused', async () => {
    await expectAppError(anonymous().auth.refresh({ refreshToken: 'x'.repeat(43) }), 'UNAUTHENTICATED_ERROR', 'Refresh token não encontrado');
    await expectAppError(anonymous().auth.refresh({ refreshToken: '' }), 'VALIDATION_ERROR');
  });
});

describe('R8 password reset', () => {
  /** The newest reset link delivered to `email` by SMTP (the outbox only keeps it redacted). */
  async function resetTokenFromOutbox(email: string): Promise<string> {
    await env.mailbox.waitFor(email, (m) => m.text.includes('/change-password/'));
    await env.deps.mailer.flush();
    const mail = env.mailbox.to(email).at(-1)!;
    expect(mail.subject).toMatch(/redefinição de senha/);
    const token = /\/change-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    remember(token!);
    return token!;
  }

  it('the e-mailed token works once, ends the sessions opened before, and swaps the password', async () => {
    const user = await newUser();
    const before = await signIn(env.deps, user.email, user.password, { ip: randomIp() });
    remember(before.accessData.accessToken, before.accessData.refreshToken);

    await anonymous().auth.forgotPassword({ email: user.email });
    const token = await resetTokenFromOutbox(user.email);
    // Stored as a hash only.
    const stored = await env.deps.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored.map((r) => r.token_hash)).toEqual([hashToken(token)]);

    const newPassword = 'Trocada#Nova2025';
    remember(newPassword);
    // The reset page's URL holds the token: the request log must not (checked at the end of the file).
    expect((await fetch(`${http.baseUrl}/change-password/${token}`)).status).toBe(404);

    const mismatch = await expectAppError(anonymous().auth.changePassword({ token, password: newPassword, passwordConfirmation: `${newPassword}x` }), 'VALIDATION_ERROR', 'As senhas não coincidem');
    expect(mismatch.errors).toEqual([{ field: 'passwordConfirmation', message: 'As senhas não coincidem' }]);

    const ok = await anonymous().auth.changePassword({ token, password: newPassword, passwordConfirmation: newPassword });
    expect(ok).toEqual({ message: 'Senha alterada!' });

    const reused = await expectAppError(anonymous().auth.changePassword({ token, password: 'Outra#Vez2025x', passwordConfirmation: 'Outra#Vez2025x' }), 'VALIDATION_ERROR');
    expect(reused.errors[0].field).toBe('token');

    await expectAppError(before.caller.auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(anonymous().auth.refresh({ refreshToken: before.accessData.refreshToken }), 'UNAUTHENTICATED_ERROR');

    await expectAppError(anonymous().auth.login({ email: user.email, password: user.password }), 'LOGIN_ERROR');
    const after = await signIn(env.deps, user.email, newPassword, { ip: randomIp() });
    remember(after.accessData.accessToken, after.accessData.refreshToken);
    expect(after.profile.id).toBe(user.id);
  });

  it('an expired token is refused and leaves the password as it was', async () => {
    const user = await newUser();
    await anonymous().auth.forgotPassword({ email: user.email });
    const token = await resetTokenFromOutbox(user.email);
    await env.deps.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', hashToken(token))
      .execute();

    const err = await expectAppError(anonymous().auth.changePassword({ token, password: 'Expirada#2025x', passwordConfirmation: 'Expirada#2025x' }), 'VALIDATION_ERROR');
    expect(err.errors).toEqual([{ field: 'token', message: 'Link de redefinição inválido ou expirado. Solicite um novo.' }]);
    expect((await anonymous().auth.login({ email: user.email, password: user.password })).user.id).toBe(user.id);
  });

  it('expires 30 minutes after the request', async () => {
    const user = await newUser();
    const asked = Date.now();
    await anonymous().auth.forgotPassword({ email: user.email });
    const row = await env.deps.db.selectFrom('password_reset_tokens').select(['expires_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const minutes = (row.expires_at.getTime() - asked) / 60_000;
    expect(minutes).toBeGreaterThan(29.5);
    expect(minutes).toBeLessThan(30.5);
  });

  it('a made-up token or a most-common password is refused', async () => {
    await expectAppError(anonymous().auth.changePassword({ token: 'inventado', password: 'Valida#2025x', passwordConfirmation: 'Valida#2025x' }), 'VALIDATION_ERROR');
    const user = await newUser();
    await anonymous().auth.forgotPassword({ email: user.email });
    const token = await resetTokenFromOutbox(user.email);
    const weak = await expectAppError(anonymous().auth.changePassword({ token, password: 'senha123', passwordConfirmation: 'senha123' }), 'VALIDATION_ERROR');
    expect(weak.errors[0].field).toBe('password');
    // The refused attempt did not use the token up.
    expect(await anonymous().auth.changePassword({ token, password: 'Forte#Agora2025', passwordConfirmation: 'Forte#Agora2025' })).toEqual({ message: 'Senha alterada!' });
    remember('Forte#Agora2025');
  });
});

describe('R10 logs', () => {
  it('the run’s log holds no password, token or unmasked CPF this file handled', async () => {
    // Something must have been logged for the check to mean anything: the HTTP requests of this file.
    const log = await expectNoSecretsInRunLog([...secrets]);
    expect(log).toMatch(/"path":"\/api\/v1\/auth\/login"/);
    expect(log).toContain(`"path":"/change-password/${REDACTED}"`);
    expect(log).toContain(`"path":"/desbloquear-acesso/${REDACTED}"`);
    expect(log).toContain('refresh token reuse: family revoked');
  });
});
