/**
 * The outbox as a queue (no clear-text secrets at rest, a finding of the external security review): what is stored with
 * and without SMTP, retries with backoff, each message sent once by several instances, nothing queued by a rolled-back
 * change, and old clear-text rows redacted by the migration.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { startMailReceiver } from '../../../scripts/lib/mail-receiver.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { startSilentServer } from '../../test/silent-server.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { listOutbox } from './outbox.repository.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seed: false });
});
afterAll(async () => {
  await env?.close();
});

const TOKEN = 'Zx9_secretToken-abc123';
const message = (to: string): MailMessage => ({
  to,
  subject: 'Crédito — redefinição de senha',
  text: `Acesse: http://localhost:3000/change-password/${TOKEN}`,
  html: `<a href="http://localhost:3000/change-password/${TOKEN}">Criar uma nova senha</a>`,
  secrets: [TOKEN],
});
const rowsTo = (to: string) =>
  env.deps.db.selectFrom('email_outbox').select(['status', 'text_body', 'html_body', 'send_text', 'send_html', 'attempts', 'error']).where('to_address', '=', to).execute();
const mailerFor = (smtpUrl: string | undefined, worker = {}) => createMailer({ db: env.deps.db, log: env.deps.log, smtpUrl, from: 'Crédito <nao-responda@credito.test>', worker });

describe('mail queue', () => {
  it('without SMTP keeps only the redacted copy: nothing sendable is ever stored', async () => {
    const mailer = mailerFor(undefined);
    await mailer.send(message('sem.smtp@exemplo.com.br'));
    const [row] = await rowsTo('sem.smtp@exemplo.com.br');
    expect(row).toMatchObject({ status: 'stored', send_text: null, send_html: null });
    expect(row.text_body).toBe('Acesse: http://localhost:3000/change-password/[oculto]');
    expect(`${row.text_body}${row.html_body}`).not.toContain(TOKEN);
  });

  it('a provider that is down is retried after the backoff, and the clear copy goes once sent', async () => {
    const port = await freePort();
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`, { backoffSeconds: () => 1 });
    await mailer.send(message('retry@exemplo.com.br'));
    await mailer.flush();
    let [row] = await rowsTo('retry@exemplo.com.br');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, send_text: expect.stringContaining(TOKEN) });
    expect(row.error).toBeTruthy();

    const receiver = await startMailReceiver({ port });
    try {
      await new Promise((r) => setTimeout(r, 1100));
      await mailer.flush();
      [row] = await rowsTo('retry@exemplo.com.br');
      expect(row).toMatchObject({ status: 'sent', attempts: 2, send_text: null, send_html: null, error: null });
      expect(receiver.to('retry@exemplo.com.br')[0].text).toContain(`/change-password/${TOKEN}`);
    } finally {
      await receiver.close();
      await mailer.stop();
    }
  });

  it('gives up after the last attempt and purges the clear copy', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${await freePort()}`, { backoffSeconds: () => 0, maxAttempts: 2 });
    await mailer.send(message('desiste@exemplo.com.br'));
    await mailer.flush();
    const [row] = await rowsTo('desiste@exemplo.com.br');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, send_text: null, send_html: null });
    await mailer.stop();
  });

  it('an SMTP 5xx answer fails the message at once (no retry) and shows why; a 4xx answer is retried', async () => {
    const receiver = await startMailReceiver({
      refuseRecipient: (address) =>
        address.startsWith('inexistente') ? { code: 550, message: 'No such user here' } : address.startsWith('cheia') ? { code: 452, message: 'Mailbox full, try later' } : null,
    });
    const mailer = mailerFor(receiver.smtpUrl, { backoffSeconds: () => 3600 });
    try {
      await mailer.send({ ...message('inexistente@exemplo.com.br'), companyId: null });
      await mailer.send(message('cheia@exemplo.com.br'));
      await mailer.flush();
      const [permanent] = await rowsTo('inexistente@exemplo.com.br');
      expect(permanent).toMatchObject({ status: 'failed', attempts: 1, send_text: null, send_html: null });
      expect(permanent.error).toContain('550');
      const [temporary] = await rowsTo('cheia@exemplo.com.br');
      expect(temporary).toMatchObject({ status: 'queued', attempts: 1, send_text: expect.stringContaining(TOKEN) });
      expect(temporary.error).toContain('452');
      // The outbox view's list (platform mail, as a platform operator reads it) shows the failure and its reason.
      const view = await listOutbox(env.deps.db, { companyId: '00000000-0000-0000-0000-000000000000', includePlatform: true }, { page: 1, size: 50 });
      expect(view.items.find((m) => m.to === 'inexistente@exemplo.com.br')).toMatchObject({ status: 'failed', error: expect.stringContaining('No such user') });
    } finally {
      await mailer.stop();
      await receiver.close();
    }
  });

  it('an SMTP server that accepts the connection but never greets costs one short timeout, then a retry', async () => {
    const silent = await startSilentServer();
    const mailer = createMailer({
      db: env.deps.db,
      log: env.deps.log,
      smtpUrl: `smtp://127.0.0.1:${silent.port}`,
      from: 'x@credito.test',
      timeouts: { connectionMs: 300, socketMs: 600 },
      worker: { backoffSeconds: () => 3600 },
    });
    try {
      await mailer.send(message('mudo@exemplo.com.br'));
      const started = performance.now();
      await mailer.flush();
      expect(performance.now() - started).toBeLessThan(3000);
      const [row] = await rowsTo('mudo@exemplo.com.br');
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.error).toBeTruthy();
    } finally {
      await mailer.stop();
      await silent.close();
    }
  });

  it('two instances sending the same queue deliver each message once', async () => {
    const receiver = await startMailReceiver({ delayMs: 20 });
    const [a, b] = [mailerFor(receiver.smtpUrl), mailerFor(receiver.smtpUrl)];
    try {
      const to = Array.from({ length: 12 }, (_, i) => `par.${i}@exemplo.com.br`);
      for (const address of to) await a.send(message(address));
      await Promise.all([a.flush(), b.flush()]);
      expect(to.map((address) => receiver.to(address).length)).toEqual(to.map(() => 1));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await receiver.close();
    }
  });

  it('a change that rolls back queues nothing', async () => {
    const mailer = mailerFor(undefined);
    await expect(
      env.deps.db.transaction().execute(async (trx) => {
        await mailer.send(message('desfeito@exemplo.com.br'), trx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rowsTo('desfeito@exemplo.com.br')).toEqual([]);
  });
});

describe('2026-11-25T0020_mail_queue', () => {
  it('redacts the links of messages stored in clear before it', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const names = Object.keys(migrations);
      const before = names[names.indexOf('2026-11-25T0020_mail_queue') - 1];
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const clear = [
        'Senha: http://x.test/change-password/abcDEF123_-x fim',
        'Acompanhe: https://x.test/acompanhar/trk_456-XYZ',
        'Desbloquear: http://x.test/desbloquear-acesso/unl_987',
        'API: /api/v1/public/tracking/tok789/documents/1',
        'Cadastro: http://x.test/cadastro?preCadastro=pre_321&utm=a e <a href="http://x.test/cadastro?preCadastro=pre_654">',
      ];
      // The table as it was before this migration (no new columns yet).
      for (const text of clear) {
        await handle.db
          .insertInto('email_outbox')
          .values({ to_address: 'antigo@exemplo.com.br', subject: 's', text_body: text, html_body: text, status: 'stored' } as never)
          .execute();
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await handle.db.selectFrom('email_outbox').select(['text_body', 'html_body']).execute();
      const all = JSON.stringify(rows);
      for (const secret of ['abcDEF123_-x', 'trk_456-XYZ', 'tok789', 'pre_321', 'pre_654', 'unl_987']) expect(all).not.toContain(secret);
      expect(rows.map((r) => r.text_body).sort()).toEqual(
        [
          'Senha: http://x.test/change-password/[oculto] fim',
          'Acompanhe: https://x.test/acompanhar/[oculto]',
          'Desbloquear: http://x.test/desbloquear-acesso/[oculto]',
          'API: /api/v1/public/tracking/[oculto]/documents/1',
          'Cadastro: http://x.test/cadastro?preCadastro=[oculto]&utm=a e <a href="http://x.test/cadastro?preCadastro=[oculto]">',
        ].sort(),
      );
    } finally {
      await handle.close();
    }
  });
});
