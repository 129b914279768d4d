/**
 * SIGTERM under load, on the built server run by plain node (docs/reliability.md "Encerramento (SIGTERM)"): requests
 * accepted before the signal all finish, /readyz answers 503 while the instance drains, a live board stream is ended
 * (not cut mid-event), new connections are refused once the listener closes, and the process exits 0 well before the
 * hard timeout.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { type BuiltServer, startBuiltServer } from './built-server.ts';
import { trpcOverHttp } from './http-trpc.ts';
import { openSse } from './sse.ts';

let server: BuiltServer;
beforeAll(async () => {
  // Three seconds of "draining but still listening": the window in which a load balancer sees /readyz 503 (wide
  // enough for a loaded CI machine, where the server may answer the probe a second late).
  server = await startBuiltServer({ SHUTDOWN_DELAY_SECONDS: '3' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A request on a connection of its own (no keep-alive pool): 'refused' when the connection cannot be made. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED' ? 'refused' : `error ${err.code}`));
    req.end();
  });
}

describe('SIGTERM drains the built server', () => {
  it('0 failed among 60 requests in flight at the signal; /readyz 503 while draining; new connections refused after; exit 0', async () => {
    const { baseUrl, child } = server;
    const login = await trpcOverHttp<{ accessData: { accessToken: string } }>(baseUrl, null, 'auth.login', { email: 'admin@demo.com.br', password: DEMO_PASSWORD });
    expect(login.status, JSON.stringify(login.error)).toBe(200);
    const token = login.data!.accessData.accessToken;
    const ticket = await trpcOverHttp<{ ticket: string }>(baseUrl, token, 'pipelines.streamTicket');
    expect(ticket.status, JSON.stringify(ticket.error)).toBe(200);
    const stream = await openSse(baseUrl, 'pipelines.events', { pipeline: 'home-equity' }, { ticket: ticket.data!.ticket });
    expect(await stream.until((events) => events.some((e) => e.event === 'connected'))).toBe(true);

    // Reads that touch the database (the deals list, the dashboard), each on its own connection, all sent before the signal.
    const inFlight = Array.from({ length: 60 }, (_, i) =>
      trpcOverHttp(baseUrl, token, i % 2 ? 'deals.dashboard' : 'deals.list', i % 2 ? undefined : { pipeline: 'home-equity' }, 'query').then(
        (a) => a.status,
        (err: Error) => `failed: ${err.message}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 30));
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    await new Promise((r) => setTimeout(r, 200));
    expect(await freshGet(`${baseUrl}/readyz`)).toBe(503);
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // The board stream is ended by the server, so the browser reconnects (to another instance) at once.
    expect(await stream.ended(5000)).toBe(true);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(await freshGet(`${baseUrl}/readyz`)).toBe('refused');
  });
});
