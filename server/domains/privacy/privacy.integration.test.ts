import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowAllChoices, denyAllChoices } from '../../../shared/cookies.ts';
import { FEATURE_FLAG_DEFAULTS, parseFeatureFlags } from '../../../shared/flags.ts';
import { POLICY_VERSION } from '../../../shared/schemas/auth.ts';
import { loadConfig } from '../../config.ts';
import { insertTestUser } from '../../test/fixtures.ts';
import { callerFor, createTestEnv, errorFields, expectAppError, type HttpServer, randomIp, signIn, startHttp, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
let http: HttpServer;

beforeAll(async () => {
  env = await createTestEnv();
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
});

const consentRows = (userId: string) =>
  env.deps.db.selectFrom('consents').select(['user_id', 'company_id', 'kind', 'version', 'choices', 'ip', 'user_agent']).where('user_id', '=', userId).orderBy('created_at').execute();

describe('privacy.recordCookieConsent / myConsents (LGPD art. 8: provable consent)', () => {
  it('refuses anonymous callers', async () => {
    const anonymous = callerFor(env.deps);
    await expectAppError(anonymous.privacy.recordCookieConsent({ choices: denyAllChoices() }), 'UNAUTHENTICATED_ERROR');
    await expectAppError(anonymous.privacy.myConsents(), 'UNAUTHENTICATED_ERROR');
  });

  it('records each choice with the subject and tenant of the session, the policy version, address and browser; lists them newest first', async () => {
    const meta = { ip: randomIp(), userAgent: 'Mozilla/5.0 (Teste) Chrome/130' };
    const operator = await signIn(env.deps, env.demo.users.operator.email, env.demo.password, meta);

    const first = await operator.caller.privacy.recordCookieConsent({ choices: denyAllChoices() });
    expect(first.message).toBe('Preferências de cookies registradas');
    expect(first.consent).toMatchObject({ kind: 'cookies', version: POLICY_VERSION, choices: denyAllChoices(), ip: meta.ip, userAgent: meta.userAgent });
    const second = await operator.caller.privacy.recordCookieConsent({ choices: { ...denyAllChoices(), analytic: true } });

    const mine = await operator.caller.privacy.myConsents();
    expect(mine.map((c) => c.id)).toEqual([second.consent.id, first.consent.id]);
    expect(mine[0]).toEqual({
      id: second.consent.id,
      kind: 'cookies',
      version: POLICY_VERSION,
      choices: { essential: true, performance: false, analytic: true, ads: false, social: false },
      ip: meta.ip,
      userAgent: meta.userAgent,
      createdAt: expect.any(Date),
    });
    expect(mine[0].createdAt.getTime()).toBeGreaterThanOrEqual(mine[1].createdAt.getTime());

    const rows = await consentRows(env.demo.users.operator.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.company_id === env.demo.companyId && r.kind === 'cookies' && r.version === POLICY_VERSION)).toBe(true);
  });

  it('takes the tenant and subject from the session, never from the input', async () => {
    const master = await signIn(env.deps, env.demo.users.master.email, env.demo.password, { ip: randomIp() });
    await master.caller.privacy.recordCookieConsent({
      choices: allowAllChoices(),
      companyId: env.other.companyId,
      userId: env.other.users.master.id,
      version: '1999-01',
    } as never);
    const rows = await consentRows(env.demo.users.master.id);
    expect(rows).toEqual([expect.objectContaining({ company_id: env.demo.companyId, version: POLICY_VERSION, choices: allowAllChoices() })]);
    expect(await consentRows(env.other.users.master.id)).toEqual([]);
  });

  it("lists only the caller's own records: another user of the same or another company sees none of them", async () => {
    const admin = await signIn(env.deps, env.demo.users.administrator.email, env.demo.password, { ip: randomIp() });
    const stranger = await signIn(env.deps, env.other.users.administrator.email, env.other.password, { ip: randomIp() });
    await admin.caller.privacy.recordCookieConsent({ choices: allowAllChoices() });
    await stranger.caller.privacy.recordCookieConsent({ choices: denyAllChoices() });

    const adminIds = (await admin.caller.privacy.myConsents()).map((c) => c.id);
    const strangerList = await stranger.caller.privacy.myConsents();
    expect(strangerList).toHaveLength(1);
    expect(strangerList[0].choices).toEqual(denyAllChoices());
    expect(adminIds).not.toContain(strangerList[0].id);
    const colleague = await signIn(env.deps, env.demo.users.subsidiaryManager.email, env.demo.password, { ip: randomIp() });
    expect(await colleague.caller.privacy.myConsents()).toEqual([]);
  });

  it('essential cannot be turned off; every category is required; unknown categories are refused (VALIDATION_ERROR naming the field)', async () => {
    const manager = await signIn(env.deps, env.demo.users.accountManager.email, env.demo.password, { ip: randomIp() });
    const essentialOff = await expectAppError(
      manager.caller.privacy.recordCookieConsent({ choices: { ...denyAllChoices(), essential: false } } as never),
      'VALIDATION_ERROR',
      'Os cookies essenciais não podem ser desativados',
    );
    expect(errorFields(essentialOff)).toEqual(['choices.essential']);

    const { analytic: _omitted, ...missing } = allowAllChoices();
    const missingErr = await expectAppError(manager.caller.privacy.recordCookieConsent({ choices: missing } as never), 'VALIDATION_ERROR', 'Este campo é obrigatório');
    expect(errorFields(missingErr)).toEqual(['choices.analytic']);

    const extra = await expectAppError(manager.caller.privacy.recordCookieConsent({ choices: { ...allowAllChoices(), tracking: true } } as never), 'VALIDATION_ERROR');
    expect(errorFields(extra)[0]).toMatch(/^choices/);
    await expectAppError(manager.caller.privacy.recordCookieConsent({} as never), 'VALIDATION_ERROR');
    expect(await consentRows(env.demo.users.accountManager.id)).toEqual([]);
  });

  it('works before the terms are accepted (the banner is answered while the terms modal is up)', async () => {
    const newcomer = await insertTestUser(env.deps.db, env.demo, { policiesAccepted: false });
    const session = await signIn(env.deps, newcomer.email, newcomer.password, { ip: randomIp() });
    await expectAppError(session.caller.notifications.latest(), 'USER_POLICIES_NOT_ACCEPTED_ERROR');
    await session.caller.privacy.recordCookieConsent({ choices: denyAllChoices() });
    expect(await session.caller.privacy.myConsents()).toHaveLength(1);
  });

  it('over HTTP: records the real client address and user agent; 401 without a token', async () => {
    const login = await signIn(env.deps, env.demo.users.personalManager.email, env.demo.password, { ip: randomIp() });
    const post = (headers: Record<string, string>) =>
      fetch(`${http.baseUrl}/trpc/privacy.recordCookieConsent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'NavegadorDeTeste/1.0', ...headers },
        body: JSON.stringify(superjson.serialize({ choices: { ...denyAllChoices(), performance: true } })),
      });
    expect((await post({})).status).toBe(401);
    const ok = await post({ authorization: `Bearer ${login.accessData.accessToken}` });
    expect(ok.status).toBe(200);
    const [row] = await consentRows(env.demo.users.personalManager.id);
    expect(row).toMatchObject({
      user_agent: 'NavegadorDeTeste/1.0',
      ip: expect.stringMatching(/127\.0\.0\.1/),
      choices: { essential: true, performance: true, analytic: false, ads: false, social: false },
    });
  });
});

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('flags.get (spec §6 feature flags)', () => {
  it('answers the defaults to anyone, signed in or not (also over HTTP)', async () => {
    expect(await callerFor(env.deps).flags.get()).toEqual({ 'app/showPrivacyPolicy': false, 'sidebar/changeSubsidiarySelect': true });
    const res = await fetch(`${http.baseUrl}/trpc/flags.get`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toEqual(FEATURE_FLAG_DEFAULTS);
  });

  it('answers the server configuration (FEATURE_FLAGS) when it overrides the defaults', async () => {
    const config = loadConfig({ DATA_DIR: env.dataDir, NODE_ENV: 'test', FEATURE_FLAGS: 'app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off' });
    expect(config.featureFlags).toEqual(parseFeatureFlags('app/showPrivacyPolicy=on,sidebar/changeSubsidiarySelect=off').flags);
    const flags = await callerFor({ ...env.deps, config: { ...env.deps.config, featureFlags: config.featureFlags } }).flags.get();
    expect(flags).toEqual({ 'app/showPrivacyPolicy': true, 'sidebar/changeSubsidiarySelect': false });
  });

  it('a misspelt flag stops the start-up with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: env.dataDir, NODE_ENV: 'test', FEATURE_FLAGS: 'app/showPrivacy=on' })).toThrow(/FEATURE_FLAGS: flag desconhecida "app\/showPrivacy"/);
  });
});
