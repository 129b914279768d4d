import { type Logger, pino } from 'pino';
import { obfuscateCpf } from '../../shared/format.ts';

/** Keys whose values never reach a log line (docs/design/security.md: no passwords, tokens, card data). */
const REDACT = [
  'password',
  'passwordConfirmation',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'securityCode',
  'cardNumber',
  'card',
  'secret',
  '*.password',
  '*.passwordConfirmation',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.securityCode',
  '*.cardNumber',
  '*.card',
  'document',
  '*.document',
  'cpf',
  '*.cpf',
  'req.headers.authorization',
  'req.headers.cookie',
];

const CPF_PATTERN = /\b(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})\b/g;

/** Masks anything shaped like a CPF in a log message (docs/design/brazil.md: ***.982.247-**). */
export function maskCpfInText(text: string): string {
  return text.replace(CPF_PATTERN, (m) => obfuscateCpf(m));
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? maskCpfInText(a) : a)) as Parameters<typeof method>;
          method.apply(this, masked);
        },
      },
      serializers: {
        err: (err: Error) => ({ type: err.name, message: maskCpfInText(err.message), stack: err.stack && maskCpfInText(err.stack) }),
      },
    },
    destination as never,
  );
}

export type { Logger };
