/**
 * Mail (docs/reliability.md "E-mail"): requests never wait on SMTP. Against a provider that accepts the connection and
 * never greets, forgot-password answers at once (known and unknown e-mail alike) and the message goes out later, once
 * SMTP works. And instances on one PostgreSQL, each with its own pool, deliver every message exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailReceiver } from '../../../scripts/lib/mail-receiver.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestEnv, type HttpServer, startHttp, type TestEnv } from '../../test/harness.ts';
import { type SilentServer, startSilentServer } from '../../test/silent-server.ts';
import { createMailer } from './mailer.ts';

/**
 * The sender's wait for a greeting. An answer that waited on SMTP would take at least this long; the answers are
 * held to well under it, with room for a busy CI machine.
 */
const GREETING_TIMEOUT_MS = 1500;
let env: TestEnv;
let http: HttpServer;
let silent: SilentServer;

beforeAll(async () => {
  silent = await startSilentServer();
  env = await createTestEnv({ config: { smtpUrl: `smtp://127.0.0.1:${silent.port}`, smtpTimeouts: { connectionMs: GREETING_TIMEOUT_MS, socketMs: 2 * GREETING_TIMEOUT_MS } } });
  http = await startHttp(env.deps);
});
afterAll(async () => {
  await http?.close();
  await env?.close();
  await silent?.close();
});

const forgotPassword = async (email: string) => {
  const started = performance.now();
  const res = await fetch(`${http.baseUrl}/api/v1/auth/forgotPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return { status: res.status, ms: performance.now() - started };
};

describe('an SMTP server that accepts and never greets', () => {
  it('forgotPassword answers fast, and the message is sent later when SMTP works', async () => {
    const email = env.demo.users.operator.email;
    // A first call pays for warming up (connections, code paths); the answers measured are the ones after it.
    await forgotPassword('aquecimento@exemplo.com.br');
    const known = await forgotPassword(email);
    const unknown = await forgotPassword('ninguem.aqui@exemplo.com.br');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.ms).toBeLessThan(GREETING_TIMEOUT_MS * 0.66);
    expect(unknown.ms).toBeLessThan(GREETING_TIMEOUT_MS * 0.66);

    // The background sender tried, waited one short timeout for the greeting, and put the message back.
    const row = () => env.deps.db.selectFrom('email_outbox').select(['id', 'status', 'attempts', 'error']).where('to_address', '=', email).executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).error, { timeout: 5000 + GREETING_TIMEOUT_MS }).toBeTruthy();
    expect(silent.accepted).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({ status: 'queued', error: expect.stringContaining('Greeting') });

    // The provider comes back on the same address; the backoff is over.
    const port = silent.port;
    await silent.close();
    const receiver = await startMailReceiver({ port });
    try {
      await env.deps.db
        .updateTable('email_outbox')
        .set({ next_attempt_at: new Date() })
        .where('id', '=', (await row()).id)
        .execute();
      const mail = await receiver.waitFor(email, (m) => m.text.includes('/change-password/'), { poke: () => env.deps.mailer.flush() });
      expect(mail.subject).toBe('Crédito — redefinição de senha');
      expect(await row()).toMatchObject({ status: 'sent', error: null });
      expect(receiver.to('ninguem.aqui@exemplo.com.br')).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('(só PostgreSQL) two instances, each with its own pool', () => {
  it('deliver each of N messages exactly once', async () => {
    // Only the two senders below: this file's own (pointed at the silent server) would take messages and back off.
    await env.deps.mailer.stop();
    const receiver = await startMailReceiver({ delayMs: 15 });
    const other = await openDatabase({ databaseUrl: env.deps.config.databaseUrl!, poolSize: 3 });
    const worker = { pollMs: 50, backoffSeconds: () => 1 };
    const a = createMailer({ db: env.deps.db, log: env.deps.log, smtpUrl: receiver.smtpUrl, from: 'a@credito.test', worker });
    const b = createMailer({ db: other.db, log: env.deps.log, smtpUrl: receiver.smtpUrl, from: 'b@credito.test', worker });
    try {
      const to = Array.from({ length: 30 }, (_, i) => `uma.vez.${i}@exemplo.com.br`);
      // Queued from both sides while both senders run.
      a.start();
      b.start();
      await Promise.all(to.map((address, i) => (i % 2 ? a : b).send({ to: address, subject: `n.${i}`, text: 'oi' })));
      await expect.poll(() => to.filter((address) => receiver.to(address).length > 0).length, { timeout: 15_000 }).toBe(to.length);
      await Promise.all([a.flush(), b.flush()]);
      expect(to.map((address) => receiver.to(address).length)).toEqual(to.map(() => 1));
      // Both instances took part (the claim spreads the work, it does not serialise it behind one sender).
      const senders = new Set(receiver.messages.filter((m) => m.to[0]?.startsWith('uma.vez.')).map((m) => m.from));
      expect(senders).toEqual(new Set(['a@credito.test', 'b@credito.test']));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await other.close();
      await receiver.close();
    }
  });
});
