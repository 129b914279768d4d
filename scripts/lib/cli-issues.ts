/**
 * pt-BR wording of validation problems for the command-line tools (`npm run simulate`): every message names its
 * field once, whatever schema produced it, and zod's English defaults never reach the user.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

const EXPECTED: Record<string, string> = {
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'true ou false',
  string: 'um texto',
  object: 'um objeto',
  array: 'uma lista',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Per-parse error map for issues a schema gives no message of its own. The words carry no field name and start
 * in lower case ("deve ser um número"): `describeIssue` puts the field in front.
 */
export function ptBrFallback(iss: RawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined ? 'é obrigatório' : `deve ser ${EXPECTED[iss.expected] ?? 'de outro tipo'}`;
    case 'too_small':
      return iss.origin === 'string' ? `deve ter pelo menos ${iss.minimum} caracteres` : iss.origin === 'array' ? `deve ter pelo menos ${iss.minimum} itens` : `deve ser pelo menos ${iss.minimum}`;
    case 'too_big':
      return iss.origin === 'string' ? `deve ter no máximo ${iss.maximum} caracteres` : iss.origin === 'array' ? `deve ter no máximo ${iss.maximum} itens` : `deve ser no máximo ${iss.maximum}`;
    case 'invalid_value':
      return `deve ser um destes: ${iss.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return 'tem formato inválido';
    case 'not_multiple_of':
      return `deve ser múltiplo de ${iss.divisor}`;
    default:
      return 'é inválido';
  }
}

/**
 * One line for an issue: "campo desconhecido: rate.daily", a message that already names its field as it is,
 * otherwise the field in front of the message. `labels` gives a pt-BR name per path ("Valor do bem") that a
 * message may already use; the JSON path goes beside it once.
 */
export function describeIssue(issue: Issue, labels: Record<string, string> = {}): string {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => (path ? `${path}.${k}` : k));
    return keys.length === 1 ? `campo desconhecido: ${keys[0]}` : `campos desconhecidos: ${keys.join(', ')}`;
  }
  const message = issue.message;
  if (!path || message.includes(path)) return message;
  const label = labels[path];
  if (label && message.includes(label)) return message.replace(label, `${label} (${path})`);
  const field = label ? `${label} (${path})` : path;
  // Fallback words start in lower case and read on from the field; a catalogue sentence gets a colon.
  return /^[a-zà-ú]/.test(message) ? `${field} ${message}` : `${field}: ${message}`;
}

/** Keys of `value` (and of the nested objects named in `nested`) that `shape` does not know. */
export function unknownKeys(value: unknown, shape: Record<string, unknown>, nested: Record<string, Record<string, unknown>> = {}, prefix = ''): string[] {
  if (!isRecord(value)) return [];
  const out: string[] = [];
  for (const key of Object.keys(value)) {
    if (!(key in shape)) out.push(`${prefix}${key}`);
    else if (nested[key]) out.push(...unknownKeys(value[key], nested[key], {}, `${prefix}${key}.`));
  }
  return out;
}

/** The first path to a number that is not finite (NaN, ±Infinity) in a result about to be printed, or null. */
export function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '(resultado)';
  if (Array.isArray(value)) {
    for (let k = 0; k < value.length; k++) {
      const found = nonFinitePath(value[k], `${path}[${k}]`);
      if (found) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, v] of Object.entries(value)) {
      const found = nonFinitePath(v, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export { isRecord };
