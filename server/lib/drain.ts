import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/**
 * Graceful shutdown of the HTTP side. Wrap the app's listener with `listener`; on SIGTERM call `drain(server)`:
 * /readyz answers 503 from then on (the load balancer takes the instance out), every answer carries
 * `Connection: close`, and after `delayMs` the listener closes (new connections are refused), live event streams are
 * ended cleanly (the client reconnects to another instance), and the promise resolves once every request already
 * accepted has been answered.
 */
export interface Drainer {
  listener: RequestListener;
  readonly draining: boolean;
  drain(server: Server, delayMs?: number): Promise<void>;
}

/** How long accepted connections get to deliver their request once the listener closes. */
const IDLE_GRACE_MS = 1000;

export function createDrainer(app: RequestListener): Drainer {
  let draining = false;
  const open = new Set<ServerResponse>();

  const listener: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (draining) {
      res.setHeader('Connection', 'close');
      if (req.url?.split('?')[0] === '/readyz') {
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ status: 'draining' }));
        return;
      }
    }
    app(req, res);
  };

  const endStreams = () => {
    for (const res of open) {
      if (!String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) continue;
      // The stream's producer may still write once before it sees the close: that late write must not crash us.
      res.on('error', () => undefined);
      res.end();
    }
  };

  return {
    listener,
    get draining() {
      return draining;
    },
    async drain(server, delayMs = 0) {
      draining = true;
      // Answers still to be written close their connection behind them (no keep-alive reuse).
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      endStreams();
      // A connection the kernel accepted whose request Node has not parsed yet (a busy event loop) counts as idle:
      // closing idle connections at once would reset a request sent before the signal. So wait a moment first; then
      // keep-alive connections whose last request finishes are closed as they become idle.
      let sweep: NodeJS.Timeout | undefined;
      const grace = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => {
          endStreams();
          server.closeIdleConnections();
        }, 250);
      }, IDLE_GRACE_MS);
      try {
        await closed;
      } finally {
        clearTimeout(grace);
        clearInterval(sweep);
      }
    },
  };
}
