/**
 * An HTTP client as the app's real clients talk to the server: REST login (form-encoded), tRPC over HTTP with superjson
 * (GET for queries, POST for mutations and for the queries whose input is too large for a URL), multipart uploads to
 * the REST paths. Every call is timed and answered as a
 * Call (never throws): status 0 is a network failure (connection refused or cut) or the client's own time limit.
 */
import superjson from 'superjson';

export interface Call<T = unknown> {
  /** Operation name for the report (e.g. "deals.create"). */
  op: string;
  status: number;
  ms: number;
  /** When the request was sent (performance.now()). */
  startedAt: number;
  data?: T;
  /**
   * The error's type from the docs/design/product-spec.md §8 catalogue (e.g.
   * CONFLICT_ERROR), when the server answered one.
   */
  errorType?: string;
  /** Network failure or time limit: what happened. */
  failure?: string;
}

export type CallSink = (call: Call) => void;

interface TrpcBody {
  result?: { data: Parameters<typeof superjson.deserialize>[0] };
  error?: Parameters<typeof superjson.deserialize>[0];
}

export interface ClientOptions {
  /** The client gives up after this long (a hang shows as status 0 with failure 'timeout'). */
  timeoutMs?: number;
  /** Receives every call (for the report). */
  sink?: CallSink;
}

export class ApiClient {
  token: string | null = null;
  readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly sink?: CallSink;

  constructor(baseUrl: string, opts: ClientOptions = {}) {
    this.baseUrl = baseUrl;
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.sink = opts.sink;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'Accept-Language': 'pt-BR', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  /** Sends a request and turns the answer into a Call; `decode` reads a successful body. */
  async send<T>(op: string, url: string, init: RequestInit, decode: (body: unknown) => T, errorOf: (body: unknown) => string | undefined): Promise<Call<T>> {
    const startedAt = performance.now();
    let call: Call<T>;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const ms = performance.now() - startedAt;
      call = res.ok ? { op, status: res.status, ms, startedAt, data: decode(body) } : { op, status: res.status, ms, startedAt, errorType: errorOf(body) };
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const failure = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.cause?.message ?? e.message);
      call = { op, status: 0, ms: performance.now() - startedAt, startedAt, failure };
    }
    this.sink?.(call);
    return call;
  }

  /** POST /api/v1/auth/login; keeps the access token for the next calls. */
  async login(email: string, password: string): Promise<Call<{ accessToken: string }>> {
    const call = await this.send(
      'auth.login',
      `${this.baseUrl}/api/v1/auth/login`,
      { method: 'POST', headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }), body: new URLSearchParams({ email, password }) },
      (b) => ({ accessToken: (b as { accessData: { accessToken: string } }).accessData.accessToken }),
      restErrorType,
    );
    if (call.data) this.token = call.data.accessToken;
    return call;
  }

  query<T>(path: string, input?: unknown, op = path): Promise<Call<T>> {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
    return this.send(op, `${this.baseUrl}/trpc/${path}${qs}`, { headers: this.headers() }, trpcData<T>, trpcErrorType);
  }

  mutation<T>(path: string, input: unknown, op = path): Promise<Call<T>> {
    return this.post(path, input, op);
  }

  /** A query sent by POST, as the app's client sends the large ones (simulation.run: a whole case as input). */
  postQuery<T>(path: string, input: unknown, op = path): Promise<Call<T>> {
    return this.post(path, input, op);
  }

  private post<T>(path: string, input: unknown, op: string): Promise<Call<T>> {
    return this.send(
      op,
      `${this.baseUrl}/trpc/${path}`,
      { method: 'POST', headers: this.headers({ 'Content-Type': 'application/json' }), body: JSON.stringify(superjson.serialize(input)) },
      trpcData<T>,
      trpcErrorType,
    );
  }

  /** multipart/form-data with one `file` field to a REST path (e.g. /api/v1/deals/{id}/documents/{documentId}). */
  upload<T>(op: string, restPath: string, fileName: string, bytes: Uint8Array<ArrayBuffer>, mime: string): Promise<Call<T>> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: mime }), fileName);
    return this.send(op, `${this.baseUrl}/api/v1${restPath}`, { method: 'POST', headers: this.headers(), body: form }, (b) => b as T, restErrorType);
  }

  /** A plain GET (REST paths, /readyz). */
  get<T>(op: string, path: string): Promise<Call<T>> {
    return this.send(op, `${this.baseUrl}${path}`, { headers: this.headers() }, (b) => b as T, restErrorType);
  }
}

function trpcData<T>(body: unknown): T {
  const b = body as TrpcBody;
  if (!b?.result) throw new Error(`resposta tRPC sem result: ${JSON.stringify(body).slice(0, 200)}`);
  return superjson.deserialize<T>(b.result.data);
}

function trpcErrorType(body: unknown): string | undefined {
  const b = body as TrpcBody;
  if (!b?.error) return undefined;
  const e = superjson.deserialize<{ data?: { appError?: { type?: string } } }>(b.error);
  return e?.data?.appError?.type;
}

function restErrorType(body: unknown): string | undefined {
  return (body as { type?: string } | undefined)?.type;
}
