/**
 * A signed-in user changes their own password (auth.changeMyPassword): the current password is required and throttled
 * as a sign-in is (docs/design/security.md R6), the other sessions end, this one stays, and the user is told by e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;

beforeAll(async () => {
  env = await createTestEnv({ smtp: true });
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const NEW_PASSWORD = 'Outra#Senha2026x';

describe('changing one’s own password', () => {
  it('asks for the current password, ends the other sessions, keeps this one and tells the user by e-mail', async () => {
    const { email } = env.demo.users.accountManager;
    const ip = randomIp();
    const here = await signIn(env.deps, email, env.demo.password, { ip });
    const elsewhere = await signIn(env.deps, email, env.demo.password, { ip: randomIp() });

    const wrong = await expectAppError(
      here.caller.auth.changeMyPassword({ currentPassword: 'Errada@12345', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
      'VALIDATION_ERROR',
      MSG.wrongCurrentPassword,
    );
    expect(errorFields(wrong)).toEqual(['currentPassword']);
    const mismatch = await expectAppError(
      here.caller.auth.changeMyPassword({ currentPassword: env.demo.password, password: NEW_PASSWORD, passwordConfirmation: 'Outra#Senha2026y' }),
      'VALIDATION_ERROR',
    );
    expect(mismatch.errors).toContainEqual({ field: 'passwordConfirmation', message: MSG.passwordsDontMatch });
    const same = await expectAppError(
      here.caller.auth.changeMyPassword({ currentPassword: env.demo.password, password: env.demo.password, passwordConfirmation: env.demo.password }),
      'VALIDATION_ERROR',
    );
    expect(same.errors).toContainEqual({ field: 'password', message: MSG.samePassword });
    await expectAppError(
      here.caller.auth.changeMyPassword({ currentPassword: env.demo.password, password: 'password123', passwordConfirmation: 'password123' }),
      'VALIDATION_ERROR',
      MSG.passwordTooCommon,
    );
    // None of the refusals changed anything: the old password still signs in.
    await signIn(env.deps, email, env.demo.password, { ip: randomIp() });

    const done = await here.caller.auth.changeMyPassword({ currentPassword: env.demo.password, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(done.message).toBe('Senha alterada!');
    expect((await here.caller.auth.me()).email).toBe(email);
    await expectAppError(elsewhere.caller.auth.me(), 'UNAUTHENTICATED_ERROR');
    await expectAppError(callerFor(env.deps, null, { ip: randomIp() }).auth.login({ email, password: env.demo.password }), 'LOGIN_ERROR');
    await signIn(env.deps, email, NEW_PASSWORD, { ip: randomIp() });

    const mail = await env.mailbox.waitFor(email, (m) => m.subject === 'Crédito — sua senha foi alterada');
    expect(mail.text).toContain('Se não foi você, crie uma nova senha agora em');
    expect(mail.text).not.toContain(NEW_PASSWORD);
    const audit = await env.deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', here.user.id).where('action', '=', 'auth.change_own_password').execute();
    expect(audit).toHaveLength(1);
  });

  it('an open session is no way around sign-in throttling: wrong current passwords over HTTP end in 429', async () => {
    const { email } = env.demo.users.personalManager;
    const s = await signIn(env.deps, email, env.demo.password);
    const attempt = (currentPassword: string) =>
      fetch(`${http.baseUrl}/trpc/auth.changeMyPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${s.accessData.accessToken}` },
        body: JSON.stringify({ json: { currentPassword, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`Chute#${i}2026`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Locked for this client: even the right password is not checked now, and nothing changes.
    const locked = await attempt(env.demo.password);
    expect(locked.status).toBe(429);
    expect(JSON.stringify(await locked.json())).toContain('Muitas tentativas');
    await signIn(env.deps, email, env.demo.password, { ip: randomIp() });
  });
});
