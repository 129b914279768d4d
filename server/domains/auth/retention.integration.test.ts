/**
 * The retention sweep (domains/auth/retention.ts; LGPD art. 16 in docs/design/brazil.md): sign-in data past its use is
 * deleted, what is still in use stays. Rows are backdated in the real tables; a session made before the sweep still
 * works after it, and a refresh token still refreshes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { capturedLogger } from '../../test/captured-logger.ts';
import { callerFor, createTestEnv, randomIp, signIn, type TestEnv } from '../../test/harness.ts';
import { startRetentionSweep, sweepRetention } from './retention.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function loginAttempt(createdAt: Date): Promise<string> {
  const row = await env.deps.db
    .insertInto('login_attempts')
    .values({ email: 'retencao@demo.com.br', ip: randomIp(), status: 'failed', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function expiringToken(table: 'password_reset_tokens' | 'login_unlock_tokens', userId: string, expiresAt: Date): Promise<string> {
  const row = await env.deps.db
    .insertInto(table)
    .values({ user_id: userId, token_hash: `retencao-${Math.random()}`, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function refreshToken(userId: string, expiresAt: Date): Promise<string> {
  const row = await env.deps.db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: crypto.randomUUID(), token_hash: `retencao-${Math.random()}`, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function remaining(table: 'login_attempts' | 'refresh_tokens' | 'password_reset_tokens' | 'login_unlock_tokens', ids: string[]): Promise<string[]> {
  const rows = await env.deps.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id).sort();
}

describe('retention sweep', () => {
  it('deletes old login attempts and expired tokens, keeps what is still in use, and live sessions go on', async () => {
    const userId = env.demo.users.operator.id;
    const session = await signIn(env.deps, env.demo.users.operator.email, env.demo.password, { ip: randomIp() });
    const days = env.deps.config.loginAttemptRetentionDays;
    const oldAttempt = await loginAttempt(ago((days + 1) * DAY));
    const keptAttempt = await loginAttempt(ago((days - 1) * DAY));
    // A refresh token expired for longer than an access token lives goes; one expired a minute ago may still have a
    // live access token of its session, so it stays, as does one still valid.
    const oldRefresh = await refreshToken(userId, ago(env.deps.config.accessTokenTtlSeconds * 1000 + 60_000));
    const justExpiredRefresh = await refreshToken(userId, ago(60_000));
    const validRefresh = await refreshToken(userId, new Date(Date.now() + DAY));
    const oldReset = await expiringToken('password_reset_tokens', userId, ago(2 * DAY));
    const recentReset = await expiringToken('password_reset_tokens', userId, ago(60_000));
    const oldUnlock = await expiringToken('login_unlock_tokens', userId, ago(2 * DAY));
    const recentUnlock = await expiringToken('login_unlock_tokens', userId, ago(60_000));

    const purged = await sweepRetention(env.deps.db, env.deps.config);

    expect(await remaining('login_attempts', [oldAttempt, keptAttempt])).toEqual([keptAttempt]);
    expect(await remaining('refresh_tokens', [oldRefresh, justExpiredRefresh, validRefresh])).toEqual([justExpiredRefresh, validRefresh].sort());
    expect(await remaining('password_reset_tokens', [oldReset, recentReset])).toEqual([recentReset]);
    expect(await remaining('login_unlock_tokens', [oldUnlock, recentUnlock])).toEqual([recentUnlock]);
    expect(purged.loginAttempts).toBeGreaterThanOrEqual(1);
    expect(purged.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(purged.resetTokens).toBeGreaterThanOrEqual(1);
    expect(purged.unlockTokens).toBeGreaterThanOrEqual(1);

    // The session signed in before the sweep still answers, and its refresh token still refreshes.
    expect((await session.caller.auth.me()).email).toBe(env.demo.users.operator.email);
    const refreshed = await callerFor(env.deps, null, session.meta).auth.refresh({ refreshToken: session.accessData.refreshToken });
    expect(refreshed.authorization).toEqual(expect.any(String));

    // Nothing left to delete: a second sweep deletes nothing of it.
    const again = await sweepRetention(env.deps.db, env.deps.config);
    expect(again).toEqual({ loginAttempts: 0, refreshTokens: 0, resetTokens: 0, unlockTokens: 0 });
  });

  it('deletes a backlog larger than one batch', async () => {
    await sql`
      insert into login_attempts (email, ip, status, created_at)
      select 'lote@demo.com.br', '10.9.9.9', 'failed', now() - interval '400 days' from generate_series(1, 12001)`.execute(env.deps.db);
    expect((await sweepRetention(env.deps.db, env.deps.config)).loginAttempts).toBe(12_001);
    const left = await env.deps.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', 'lote@demo.com.br')
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it('runs at start-up and logs what it deleted; with the database away it logs a warning instead', async () => {
    await loginAttempt(ago(400 * DAY));
    const { log, lines } = capturedLogger();
    const job = startRetentionSweep({ db: env.deps.db, log, config: env.deps.config, intervalMs: 60_000 });
    expect((await job.firstRun)?.loginAttempts).toBe(1);
    await job.stop();
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'retention sweep', loginAttempts: 1, loginAttemptDays: env.deps.config.loginAttemptRetentionDays }));

    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/credito', poolSize: 1 });
    const failing = startRetentionSweep({ db: down.db, log, config: env.deps.config, intervalMs: 60_000 });
    try {
      expect(await failing.firstRun).toBeNull();
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'retention sweep failed; retried at the next run' }));
    } finally {
      await failing.stop();
      await down.close();
    }
  });
});
