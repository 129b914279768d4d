/**
 * The one rule for paths that carry a secret (docs/design/security.md: nothing that grants access is logged or stored
 * in clear). Each entry is a path prefix whose next segment is a credential: a reset link, an unlock link, a customer's
 * tracking link (page and API), a saved proposal's public link, a pre-registration link's query. Request logs, the
 * e-mail outbox and anything else that keeps a URL or a path passes it through `redactSecretPaths` first. A new link
 * that grants access adds its prefix here.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/change-password/', '/desbloquear-acesso/', '/acompanhar/', '/api/v1/public/tracking/', '/proposta/'];

/** Query parameters whose value is a credential. */
export const SECRET_QUERY_PARAMS: readonly string[] = ['preCadastro', 'ticket'];

export const REDACTED = '[oculto]';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const PATH_RULE = new RegExp(`(${SECRET_PATH_PREFIXES.map(escapeRegExp).join('|')})[^/?#\\s"'<>]+`, 'g');
const QUERY_RULE = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.map(escapeRegExp).join('|')})=)[^&#\\s"'<>]+`, 'g');

/** A path, URL or whole text with every credential segment replaced by REDACTED. */
export function redactSecretPaths(text: string): string {
  return text.replace(PATH_RULE, `$1${REDACTED}`).replace(QUERY_RULE, `$1${REDACTED}`);
}
