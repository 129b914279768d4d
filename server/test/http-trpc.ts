import superjson from 'superjson';

/**
 * A JSON answer as a test reads it: assertions reach into it freely (`res.body.errors[0].field`) and fail on a missing
 * field, which is the check. The one `any` outside the frozen migrations, named so it is easy to find.
 */
// biome-ignore lint/suspicious/noExplicitAny: a test's view of untyped JSON (see above)
export type JsonBody = any;

/** What a tRPC call over HTTP answered: the HTTP status and either the data or the wire error (type, message). */
export interface HttpAnswer<T> {
  status: number;
  data?: T;
  error?: { type: string; message: string };
}

/**
 * Calls a tRPC procedure over real HTTP as the browser does (superjson, bearer header): attack tests go through the
 * whole stack — context, middlewares, error formatter — not a caller.
 */
export async function trpcOverHttp<T = unknown>(baseUrl: string, token: string | null, path: string, input?: unknown, kind: 'mutation' | 'query' = 'mutation'): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const serialized = JSON.stringify(superjson.serialize(input));
  const response =
    kind === 'mutation'
      ? await fetch(`${baseUrl}/trpc/${path}`, { method: 'POST', headers, body: serialized })
      : await fetch(`${baseUrl}/trpc/${path}?input=${encodeURIComponent(serialized)}`, { headers });
  const body = (await response.json()) as {
    result?: { data: Parameters<typeof superjson.deserialize>[0] };
    error?: { json: { message: string; data: { appError: { type: string; message: string } } } };
  };
  if (body.result) return { status: response.status, data: superjson.deserialize<T>(body.result.data) };
  const wire = body.error?.json.data.appError;
  return { status: response.status, error: { type: wire?.type ?? 'UNKNOWN', message: wire?.message ?? body.error?.json.message ?? '' } };
}
