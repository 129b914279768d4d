/**
 * A real SMTP receiver on 127.0.0.1 (smtp-server + mailparser), for tests and for `scripts/dev-mail.ts`: the app
 * sends to it through SMTP exactly as it would to a provider, so links are read from delivered mail, never from the
 * outbox table (which only keeps redacted copies).
 *
 *   const mailbox = await startMailReceiver();          // SMTP_URL = mailbox.smtpUrl
 *   const mail = await mailbox.waitFor('ana@x.com.br', (m) => m.text.includes('/change-password/'));
 *   await mailbox.close();
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

export interface MailReceiver {
  /** `smtp://127.0.0.1:<port>`: give it to the app as SMTP_URL. */
  smtpUrl: string;
  port: number;
  /** Every message delivered so far, oldest first. */
  readonly messages: readonly ReceivedMail[];
  /**
   * The first message (oldest first) to `to` that `match` accepts, waiting for it up to `timeoutMs`. `poke` runs
   * between looks (e.g. the in-process mailer's `flush`), so a test need not wait for the worker's next poll.
   */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, opts?: { timeoutMs?: number; poke?: () => Promise<unknown> }): Promise<ReceivedMail>;
  /** Messages to `to`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface MailReceiverOptions {
  /** Answer each message this late (a slow provider): shows whether a request waits for SMTP. */
  delayMs?: number;
  /** Called for each message as it arrives (the dev script prints it). */
  onMessage?: (mail: ReceivedMail) => void;
  port?: number;
  /**
   * The SMTP answer to give a recipient instead of accepting it, e.g. `{ code: 550, message: 'No such user' }` (a
   * permanent refusal) or 452 (mailbox full, try later); null accepts.
   */
  refuseRecipient?: (address: string) => { code: number; message: string } | null;
}

/** Starts the receiver on 127.0.0.1 (a free port unless `port`); plain SMTP, no authentication, no TLS. */
export async function startMailReceiver(opts: MailReceiverOptions = {}): Promise<MailReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = opts.refuseRecipient?.(address.address.toLowerCase());
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date(),
          };
          messages.push(mail);
          opts.onMessage?.(mail);
          setTimeout(() => callback(), opts.delayMs ?? 0);
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that drops the connection must not crash the test process.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;
  const toAddress = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to: toAddress,
    async waitFor(to, match = () => true, { timeoutMs = 15_000, poke } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = toAddress(to).find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ');
          throw new Error(`no e-mail to ${to} arrived in ${timeoutMs} ms; received:\n  ${seen || '(none)'}`);
        }
        if (poke) await poke();
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
