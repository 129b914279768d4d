import { fromWire, type ClientFailure } from './errors.ts';
import { freshAccessToken, refreshSession } from './refresh.ts';
import { readSession } from './session.ts';

/** Spec §5/§9: 2,000,000 bytes, the same limit the server enforces. */
export const MAX_UPLOAD_BYTES = 2_000_000;

/** "2,5 MB", as the server words sizes in its upload messages. */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

const networkFailure: ClientFailure = { network: true, errors: [] };

/**
 * Sends one file as multipart (`file` field) to a REST upload path with the bearer token. Same session rules as
 * tRPC calls: a 401 refreshes once and retries. Failures reject with a ClientFailure carrying the server's
 * message (e.g. 'A extensão do arquivo não é permitida').
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const send = async (token: string | null) => {
    const body = new FormData();
    body.append('file', file);
    const headers: Record<string, string> = { 'Accept-Language': 'pt-BR' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(path, { method: 'POST', headers, body }).catch(() => null);
  };
  const token = await freshAccessToken();
  let response = await send(token);
  if (response?.status === 401 && token && readSession()) {
    const session = await refreshSession(token).catch(() => null);
    if (session) response = await send(session.accessToken);
  }
  if (!response) throw networkFailure;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = fromWire(body, response.status);
    throw failure.network ? { ...networkFailure, status: response.status } : failure;
  }
  return body as T;
}
