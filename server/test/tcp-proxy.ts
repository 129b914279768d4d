/**
 * A TCP proxy in front of the test PostgreSQL server that a test can "unplug": cut() drops every open connection and
 * refuses new ones (as a stopped or unreachable database does), restore() lets them through again. Lets the outage
 * tests run against DATABASE_URL's server without stopping a server other test files use.
 */
import net from 'node:net';

export interface TcpProxy {
  /** `target` with the proxy's host and port (and the database name, when given). */
  url(target: string, database?: string): string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url(base, database) {
      const u = new URL(base);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      if (database) u.pathname = `/${database}`;
      return u.toString();
    },
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
