import { authFetch } from './auth-fetch.ts';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a REST file (e.g. a proposal PDF) with the bearer token and hands it to the browser as a file.
 * Same session rules as every call (auth-fetch.ts): a 401 refreshes once and retries. Failures reject with a ClientFailure
 * carrying the server's message.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await authFetch(path);
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
