import { type ClientFailure, fromWire } from './errors.ts';
import { freshAccessToken, refreshSession } from './refresh.ts';
import { readSession } from './session.ts';

const networkFailure = (status?: number): ClientFailure => ({ network: true, errors: [], ...(status === undefined ? {} : { status }) });

/**
 * A REST call with the session's bearer token, under the same session rules as tRPC calls (auth-link.ts): the token
 * is refreshed first when it is about to expire, and a 401 refreshes once and retries once. Resolves to the
 * successful response, body unread. Rejects with a ClientFailure carrying the server's pt-BR message
 * (docs/design/product-spec.md §8 `{ type, message, errors }`), or a network failure when no readable answer came back.
 */
export async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = async (token: string | null) => {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', 'pt-BR');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(path, { ...init, headers }).catch(() => null);
  };
  const token = await freshAccessToken();
  let response = await send(token);
  if (response?.status === 401 && token && readSession()) {
    const session = await refreshSession(token).catch(() => null);
    if (session) response = await send(session.accessToken);
  }
  if (!response) throw networkFailure();
  if (!response.ok) {
    const failure = fromWire(await response.json().catch(() => null), response.status);
    throw failure.network ? networkFailure(response.status) : failure;
  }
  return response;
}

/** authFetch for a JSON answer (null when the body is not JSON). */
export async function authFetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await authFetch(path, init);
  return (await response.json().catch(() => null)) as T;
}
