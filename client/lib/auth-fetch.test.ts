import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = { current: null as { accessToken: string } | null };
const refreshSession = vi.fn<(stale?: string) => Promise<{ accessToken: string } | null>>();

vi.mock('./refresh.ts', () => ({
  freshAccessToken: async () => session.current?.accessToken ?? null,
  refreshSession: (stale?: string) => refreshSession(stale),
}));
vi.mock('./session.ts', () => ({ readSession: () => session.current }));

// The unit project shares modules between files (vitest.config.ts: isolate false): the module under test is loaded
// afresh, with the mocks above, and the modules loaded so are dropped again after this file.
vi.resetModules();
const { authFetch, authFetchJson } = await import('./auth-fetch.ts');
afterAll(() => {
  vi.doUnmock('./refresh.ts');
  vi.doUnmock('./session.ts');
  vi.resetModules();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(path: string, init: RequestInit) => Promise<Response>>();
const authorizationOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1].headers).get('Authorization');

beforeEach(() => {
  session.current = { accessToken: 'old' };
  refreshSession.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// In the test titles, "spec §N" is section N of docs/design/product-spec.md.
describe('authFetch: REST calls under the session rules of spec §4', () => {
  it('sends the bearer token and pt-BR, keeping the caller’s method, headers and body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    expect(await authFetchJson('/api/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(path).toBe('/api/v1/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('Accept-Language')).toBe('pt-BR');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('a 401 refreshes once and retries once with the new token', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { type: 'UNAUTHENTICATED_ERROR', message: 'Token inválido' })).mockResolvedValueOnce(json(200, { done: true }));
    refreshSession.mockResolvedValueOnce({ accessToken: 'new' });
    expect(await authFetchJson('/api/v1/x')).toEqual({ done: true });
    expect(refreshSession).toHaveBeenCalledExactlyOnceWith('old');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(1)).toBe('Bearer new');
  });

  it('a second 401 after the retry is the answer: no loop, the server’s message', async () => {
    fetchMock.mockResolvedValue(json(401, { type: 'UNAUTHENTICATED_ERROR', message: 'Sessão expirada' }));
    refreshSession.mockResolvedValueOnce({ accessToken: 'new' });
    await expect(authFetch('/api/v1/x')).rejects.toEqual({
      network: false,
      status: 401,
      type: 'UNAUTHENTICATED_ERROR',
      message: 'Sessão expirada',
      errors: [],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without a session nothing is refreshed and no token is sent', async () => {
    session.current = null;
    fetchMock.mockResolvedValueOnce(json(401, { type: 'UNAUTHENTICATED_ERROR', message: 'Faça login' }));
    await expect(authFetch('/api/v1/x')).rejects.toMatchObject({ status: 401, message: 'Faça login' });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(authorizationOf(0)).toBeNull();
  });

  it('errors come back AppError-shaped with their field errors; an unreadable answer or none is a network failure', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { type: 'VALIDATION_ERROR', message: 'Cartão inválido', errors: [{ field: 'number', message: 'Número do cartão inválido' }] }));
    await expect(authFetch('/api/v1/x')).rejects.toEqual({
      network: false,
      status: 400,
      type: 'VALIDATION_ERROR',
      message: 'Cartão inválido',
      errors: [{ field: 'number', message: 'Número do cartão inválido' }],
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(authFetch('/api/v1/x')).rejects.toEqual({ network: true, status: 502, errors: [] });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(authFetch('/api/v1/x')).rejects.toEqual({ network: true, errors: [] });
  });
});
