/**
 * The one rule for paths that carry a secret (docs/design/security.md: nothing that grants access is logged or stored
 * in clear). Each entry is a path prefix whose next segment is a credential: a reset link, an unlock link, a customer's
 * tracking link (page and API), a saved proposal's public link, a pre-registration link's query. Request logs, the
 * e-mail outbox and anything else that keeps a URL or a path passes it through `redactSecretPaths` first. A new link
 * that grants access adds its prefix here.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/change-password/', '/desbloquear-acesso/', '/acompanhar/', '/api/v1/public/tracking/', '/proposta/'];

/** Query parameters whose value is a credential. */
export const SECRET_QUERY_PARAMS: readonly string[] = ['preCadastro', 'ticket', 'convite'];

export const REDACTED = '[oculto]';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The server routes paths case-insensitively and a browser or proxy folds repeated slashes and backslashes, so
// `/ACOMPANHAR//{token}` reaches the same page: every spelling that is served is also hidden. A prefix matches with
// any letter case and any run of separators between (and after) its segments.
const SEPARATOR = '[\\\\/]+';
const prefixRule = (prefix: string) =>
  prefix
    .split('/')
    .filter(Boolean)
    .map(escapeRegExp)
    .reduce((rule, segment) => `${rule}${segment}${SEPARATOR}`, SEPARATOR);
const PATH_RULE = new RegExp(`(${SECRET_PATH_PREFIXES.map(prefixRule).join('|')})[^/\\\\?#\\s"'<>]+`, 'gi');
const QUERY_RULE = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.map(escapeRegExp).join('|')})=)[^&#\\s"'<>]+`, 'gi');

/** Percent-encoded letters, digits, `-._~` and separators spelled out, so `/%61companhar%2F{token}` is matched too. */
const decodePlainCharacters = (text: string) => text.replace(/%(2[dDeEfF]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[cCfF]|7[eE])/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A path, URL or whole text with every credential segment replaced by REDACTED. */
export function redactSecretPaths(text: string): string {
  const plain = text.includes('%') ? decodePlainCharacters(text) : text;
  return plain.replace(PATH_RULE, `$1${REDACTED}`).replace(QUERY_RULE, `$1${REDACTED}`);
}
