/**
 * `npx tsx scripts/dev-mail.ts [port]`: a local SMTP receiver that prints every message it gets, for a developer
 * without a mail provider. Start the app with `SMTP_URL=smtp://127.0.0.1:2525` (the default port here) and the reset,
 * tracking and pre-registration links appear in this terminal; the outbox page only ever shows them hidden.
 */
import { startMailReceiver } from './lib/mail-receiver.ts';

const port = Number(process.argv[2] ?? process.env.DEV_MAIL_PORT ?? 2525);
const receiver = await startMailReceiver({
  port,
  onMessage(mail) {
    const line = '─'.repeat(72);
    console.log(`${line}\nPara: ${mail.to.join(', ')}\nDe: ${mail.from}\nAssunto: ${mail.subject}\n\n${mail.text.trim()}\n`);
  },
});
console.log(`Recebendo e-mails em ${receiver.smtpUrl}: inicie o app com SMTP_URL=${receiver.smtpUrl}`);

const stop = () => void receiver.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
