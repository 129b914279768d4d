/**
 * A live board as the browser opens it: the tRPC subscription `pipelines.events` over server-sent events (GET, with
 * a single-use ticket asked for with the bearer token: the access token never goes in the URL). Collects the raw `data:` lines so a proof can wait for an event about a deal.
 */
import superjson from 'superjson';

export interface EventStream {
  /** Resolves once the server confirmed the subscription (or rejects when it could not open). */
  opened: Promise<void>;
  /** True while the HTTP stream is open. */
  open(): boolean;
  /** Waits until a data line mentions `text`: when it arrived (performance.now()), or null after `ms`. */
  waitFor(text: string, ms: number): Promise<number | null>;
  close(): void;
}

export function openEventStream(baseUrl: string, token: string, pipeline: string): EventStream {
  const controller = new AbortController();
  const lines: { at: number; text: string }[] = [];
  let isOpen = false;
  const opened = (async () => {
    const asked = await fetch(`${baseUrl}/trpc/pipelines.streamTicket`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    });
    if (!asked.ok) throw new Error(`bilhete de eventos recusado: ${asked.status}`);
    const { ticket } = superjson.deserialize<{ ticket: string }>(((await asked.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
    const url = `${baseUrl}/trpc/pipelines.events?ticket=${encodeURIComponent(ticket)}&input=${encodeURIComponent(JSON.stringify(superjson.serialize({ pipeline })))}`;
    const res = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
    if (!res.ok || !res.body) throw new Error(`assinatura de eventos recusada: ${res.status}`);
    isOpen = true;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let confirmed: () => void = () => {};
    const confirmation = new Promise<void>((resolve) => {
      confirmed = resolve;
    });
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const parts = buffer.split('\n');
          buffer = parts.pop() ?? '';
          for (const line of parts) {
            // tRPC starts every stream with a "connected" event, then one data line per board event.
            if (line.startsWith('event: connected')) confirmed();
            if (line.startsWith('data:')) lines.push({ at: performance.now(), text: line });
          }
        }
      } catch {
        /* closed */
      } finally {
        isOpen = false;
      }
    })();
    await Promise.race([confirmation, new Promise((r) => setTimeout(r, 5000))]);
  })();
  return {
    opened,
    open: () => isOpen,
    async waitFor(text, ms) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = lines.find((l) => l.text.includes(text));
        if (found) return found.at;
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    },
    close: () => controller.abort(),
  };
}
