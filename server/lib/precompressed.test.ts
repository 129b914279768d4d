import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, precompressedAssets } from './precompressed.ts';

describe('acceptsEncoding', () => {
  it('reads Accept-Encoding lists, wildcards and q=0 refusals', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('precompressedAssets', () => {
  const js = 'console.log("olá");'.repeat(200);
  let dir: string;
  let base: string;
  let server: ReturnType<express.Express['listen']>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'credito-precompressed-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/app-abc.js'), js);
    writeFileSync(path.join(dir, 'assets/app-abc.js.gz'), gzipSync(js));
    writeFileSync(path.join(dir, 'assets/plain-abc.js'), js);
    const app = express();
    app.use(precompressedAssets(dir));
    app.use(express.static(dir));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the gzip copy to a browser that accepts it, with the type of the original', async () => {
    const res = await fetch(`${base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(await res.text()).toBe(js);
  });

  it('falls back to the plain file without a copy or without the encoding; no path from the request reaches the disk', async () => {
    const identity = await fetch(`${base}/assets/app-abc.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(js);
    const plain = await fetch(`${base}/assets/plain-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
    const sneaky = await fetch(`${base}/assets/..%2f..%2fetc%2fpasswd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(sneaky.status).toBe(404);
  });

  it('a file listed at start-up and gone since (a build replaced under the server) is a 404, never an error', async () => {
    writeFileSync(path.join(dir, 'assets/gone-abc.js'), js);
    writeFileSync(path.join(dir, 'assets/gone-abc.js.gz'), gzipSync(js));
    const app = express();
    app.use(precompressedAssets(dir));
    app.use(express.static(dir));
    app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(err.status === 404 ? 418 : 500).end());
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      rmSync(path.join(dir, 'assets/gone-abc.js'));
      rmSync(path.join(dir, 'assets/gone-abc.js.gz'));
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/assets/gone-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status).toBe(404);
    } finally {
      other.close();
    }
  });

  it("a client gone before the file is sent (a page left while its scripts loaded) is nobody's error: nothing goes on to the error handler", () => {
    const passed: unknown[] = [];
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED', status: 400 });
    // Express's own sendFile calls back with this error when the client closes the connection first.
    const res = { headersSent: false, setHeader: () => undefined, sendFile: (_file: string, _opts: unknown, done: (err?: Error) => void) => done(aborted) };
    const req = { method: 'GET', path: '/assets/app-abc.js', get: () => 'gzip' };
    precompressedAssets(dir)(req as never, res as never, (err?: unknown) => void passed.push(err ?? 'next'));
    expect(passed).toEqual([]);
  });
});
