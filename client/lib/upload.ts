import { authFetchJson } from './auth-fetch.ts';

/** docs/design/product-spec.md §5/§9: 2,000,000 bytes, the same limit the server enforces. */
export const MAX_UPLOAD_BYTES = 2_000_000;

/**
 * Sends one file as multipart (`file` field) to a REST upload path with the bearer token (auth-fetch.ts: a 401
 * refreshes once and retries). Failures reject with a ClientFailure carrying the server's message
 * (e.g. 'A extensão do arquivo não é permitida').
 */
export function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  return authFetchJson<T>(path, { method: 'POST', body });
}
