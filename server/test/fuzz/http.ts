/**
 * Calls the real HTTP server the way its clients do: tRPC v11 over HTTP with superjson (queries as GET ?input=,
 * mutations as POST, subscriptions as server-sent events) and the REST adapter with JSON, form or multipart bodies.
 */
import superjson from 'superjson';
import { randomIp } from '../harness.ts';

export type ProcedureType = 'query' | 'mutation' | 'subscription';

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body (for event streams, the first error event's data), or undefined. */
  json: unknown;
}

export interface CallOptions {
  token?: string;
  /** Client address (X-Forwarded-For, trusted from loopback): spreads the per-IP limits of public procedures. */
  ip?: string;
  /** A body or query value sent as is instead of the serialised input (transport-level junk). */
  raw?: string;
  contentType?: string;
}

/**
 * The superjson envelope a tRPC client would send. superjson refuses `__proto__` keys (and JSON cannot carry
 * BigInt), so inputs it rejects go out as a plain `{ json }` envelope, exactly as a hand-made request would.
 */
export function serialiseInput(input: unknown): string | undefined {
  if (input === undefined) return undefined;
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return JSON.stringify({ json: input }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
}

function headers(opts: CallOptions): Record<string, string> {
  const h: Record<string, string> = { 'accept-language': 'pt-BR', 'x-forwarded-for': opts.ip ?? randomIp() };
  if (opts.token) h.authorization = `Bearer ${opts.token}`;
  return h;
}

async function answerOf(res: Response): Promise<HttpAnswer> {
  const contentType = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = /json|text|xml|csv/.test(contentType) || contentType === '' ? new TextDecoder().decode(bytes) : `<${bytes.length} bytes of ${contentType}>`;
  let json: unknown;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType, text, json };
}

/** Reads an event stream until the first event that is not a ping or connection notice (or 1.5 s), then hangs up. */
async function readEventStream(res: Response, abort: AbortController): Promise<HttpAnswer> {
  const reader = res.body!.getReader();
  let text = '';
  const deadline = Date.now() + 400;
  try {
    while (Date.now() < deadline && text.length < 20_000) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
      if (/event: serialized-error|^data: /m.test(text.replace(/^event: connected\ndata: .*\n\n/m, ''))) break;
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => undefined);
  }
  let json: unknown;
  const error = /event: serialized-error\ndata: (.*)\n/.exec(text);
  if (error) {
    try {
      json = JSON.parse(error[1]);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json };
}

/** One tRPC call over HTTP. */
export async function trpcHttp(baseUrl: string, path: string, type: ProcedureType, input: unknown, opts: CallOptions = {}): Promise<HttpAnswer> {
  const body = opts.raw ?? serialiseInput(input);
  const url = `${baseUrl}/trpc/${path}`;
  if (type === 'mutation') {
    const res = await fetch(url, { method: 'POST', headers: { ...headers(opts), 'content-type': opts.contentType ?? 'application/json' }, body: body ?? '' });
    return answerOf(res);
  }
  const query = body === undefined ? '' : `?input=${encodeURIComponent(body)}`;
  const abort = new AbortController();
  const res = await fetch(url + query, { headers: { ...headers(opts), accept: type === 'subscription' ? 'text/event-stream' : 'application/json' }, signal: abort.signal });
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) return readEventStream(res, abort);
  return answerOf(res);
}

export type RestBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; form: FormData };

/** One REST call (`path` relative to /api/v1, already encoded). */
export async function restHttp(baseUrl: string, method: string, path: string, body: RestBody, opts: CallOptions = {}): Promise<HttpAnswer> {
  const h = headers(opts);
  let payload: BodyInit | undefined;
  if (body.kind === 'json') {
    h['content-type'] = 'application/json';
    payload = serialiseJson(body.value);
  } else if (body.kind === 'raw') {
    h['content-type'] = body.contentType;
    payload = body.text;
  } else if (body.kind === 'form') {
    h['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.fields).toString();
  } else if (body.kind === 'multipart') {
    payload = body.form;
  }
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers: h, body: method === 'GET' || method === 'HEAD' ? undefined : payload });
  return answerOf(res);
}

/** JSON as a REST client would send it (BigInt as text; NaN and Infinity become null, as JSON.stringify does). */
export function serialiseJson(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null';
}
