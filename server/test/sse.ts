import superjson from 'superjson';

/** One server-sent event as tRPC sends it: 'connected', 'ping', 'serialized-error', 'return' or a data message. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseStream {
  /** The HTTP status of the stream's response. */
  status: number;
  events: SseEvent[];
  /** Data messages (board events), deserialized. */
  messages(): unknown[];
  /** Waits until `predicate` holds for the events so far, or `ms` pass; answers whether it held. */
  until(predicate: (events: SseEvent[]) => boolean, ms?: number): Promise<boolean>;
  /** Resolves when the server has ended the response (true), or after `ms` with false. */
  ended(ms?: number): Promise<boolean>;
  close(): void;
}

/** Parses one block of an event stream ("event: …\ndata: …"). */
function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (!data.length && event === 'message') return null;
  const raw = data.join('\n');
  let parsed: unknown = raw;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // keep the text
  }
  return { event, data: parsed };
}

/**
 * Opens a tRPC subscription over real HTTP as a browser's EventSource does (a GET taking text/event-stream) and
 * collects its events. `query` is added to the URL as is (e.g. { ticket }), next to the superjson input.
 */
export async function openSse(baseUrl: string, path: string, input: unknown, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<SseStream> {
  const params = new URLSearchParams({ ...query, input: JSON.stringify(superjson.serialize(input)) });
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/trpc/${path}?${params}`, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  let finished = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const e = parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (e) events.push(e);
        }
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
    }
  })();
  const wait = async (check: () => boolean, ms: number) => {
    const start = Date.now();
    while (!check() && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 20));
    return check();
  };
  return {
    status: response.status,
    events,
    messages: () =>
      events
        .filter((e) => e.event === 'message')
        .map((e) => {
          const d = e.data as { json?: unknown } | null;
          return d && typeof d === 'object' && 'json' in d ? superjson.deserialize(d as Parameters<typeof superjson.deserialize>[0]) : d;
        }),
    until: (predicate, ms = 3000) => wait(() => predicate(events), ms),
    ended: (ms = 3000) => wait(() => finished, ms),
    close() {
      controller.abort();
      void reading;
    },
  };
}
