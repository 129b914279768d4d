import { isIP } from 'node:net';

/** Express's `trust proxy` setting as TRUST_PROXY allows it: nothing, a hop count, or named ranges and addresses. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 32;

export const TRUST_PROXY_HELP = 'TRUST_PROXY deve ser loopback, false, um número de proxies (ex.: 1) ou uma lista de IPs/CIDRs separados por vírgula (ex.: loopback,10.0.0.0/8)';
export const TRUST_PROXY_TRUE = 'TRUST_PROXY=true faria o servidor acreditar no X-Forwarded-For enviado por qualquer cliente: informe o número de proxies (ex.: 1) ou os seus endereços';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY. The client IP (the login throttle counts per IP) is taken from X-Forwarded-For only through
 * the proxies trusted here, never blindly: `true` would trust the header whoever sent it, so it is refused.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim().toLowerCase();
  if (text === 'true') return { error: TRUST_PROXY_TRUE };
  if (text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { value: hops } : { error: TRUST_PROXY_HELP };
  }
  const entries = text.split(',').map((e) => e.trim());
  if (entries.length === 0 || !entries.every(isAddressOrRange)) return { error: TRUST_PROXY_HELP };
  return { value: entries };
}
