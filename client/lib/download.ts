import { fromWire, type ClientFailure } from './errors.ts';
import { freshAccessToken, refreshSession } from './refresh.ts';
import { readSession } from './session.ts';

const networkFailure: ClientFailure = { network: true, errors: [] };

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a REST file (e.g. a proposal PDF) with the bearer token and hands it to the browser as a file.
 * Same session rules as upload.ts: a 401 refreshes once and retries. Failures reject with a ClientFailure
 * carrying the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { 'Accept-Language': 'pt-BR' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(path, { headers }).catch(() => null);
  };
  const token = await freshAccessToken();
  let response = await send(token);
  if (response?.status === 401 && token && readSession()) {
    const session = await refreshSession(token).catch(() => null);
    if (session) response = await send(session.accessToken);
  }
  if (!response) throw networkFailure;
  if (!response.ok) {
    const failure = fromWire(await response.json().catch(() => null), response.status);
    throw failure.network ? { ...networkFailure, status: response.status } : failure;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
