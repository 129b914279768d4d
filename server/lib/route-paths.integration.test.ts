/**
 * The history fallback over HTTP (server/app.ts, route-paths.ts): every page of the app answers 200, a path no route
 * matches answers 404 with the same HTML (the client shows its not-found page), the server-rendered public pages are
 * unchanged, and a build without the route list answers 200 for everything, as before.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PATHS_FILE, routeTreePaths } from '../../scripts/lib/vite-route-paths.ts';
import type { LoadServerRenderer } from '../ssr/server-rendering.ts';
import { appRouteSamples } from '../test/app-routes.ts';
import { createTestEnv, type HttpServer, startHttp, type TestEnv } from '../test/harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
const UNKNOWN = ['/foo-bar', '/negocios/x/y/z', '/caminho/que-nao-existe', '/login/de-novo'];

let env: TestEnv;
const servers: HttpServer[] = [];

/** A client dir with the project's index.html and, when `withList`, the route list a build writes. */
function clientDir(withList: boolean): string {
  const dir = mkdtempSync(path.join(env.dataDir, 'client-'));
  copyFileSync(path.join(root, 'index.html'), path.join(dir, 'index.html'));
  if (withList) {
    mkdirSync(path.join(dir, '.vite'));
    const paths = routeTreePaths(readFileSync(path.join(root, 'client/routeTree.gen.ts'), 'utf8'));
    writeFileSync(path.join(dir, ROUTE_PATHS_FILE), JSON.stringify({ paths }));
  }
  return dir;
}

async function serve(dir: string, serverRenderer: LoadServerRenderer | null = null): Promise<string> {
  const server = await startHttp(env.deps, { clientDir: dir, serverRenderer });
  servers.push(server);
  return server.baseUrl;
}

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), type: res.headers.get('content-type'), html: await res.text() };
};

beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await env?.close();
});

describe('the history fallback with the build’s route list', () => {
  let base: string;
  beforeAll(async () => {
    base = await serve(clientDir(true));
  });

  it('answers 200 for every route of the app', async () => {
    const samples = appRouteSamples();
    expect(samples.length).toBeGreaterThan(60);
    const answers = await Promise.all(samples.map(async (s) => ({ ...s, page: await get(base + s.url) })));
    const wrong = answers.filter((a) => a.page.status !== 200 || a.page.html !== indexHtml).map((a) => `${a.routeId} ${a.url}: ${a.page.status}`);
    expect(wrong).toEqual([]);
  });

  it('answers 404 with the same HTML and caching for a path no route matches', async () => {
    for (const p of UNKNOWN) {
      const page = await get(base + p);
      expect(page.status, p).toBe(404);
      expect(page.html, p).toBe(indexHtml);
      expect(page.type, p).toMatch(/^text\/html/);
      expect(page.cacheControl, p).toBe('no-cache');
    }
  });

  it('keeps the server-rendered public pages, whose own 404 says the broker is unknown', async () => {
    const rendered = await serve(clientDir(true), () => import('../../client/entry-server.tsx'));
    const page = await get(`${rendered}/simulacao/imobiliaria/demo-credito`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Demo Crédito');
    expect((await get(`${rendered}/simulacao/imobiliaria/corretor-que-nao-existe`)).status).toBe(404);
    const unknown = await get(`${rendered}/foo-bar`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toBe(indexHtml);
  });
});

describe('the history fallback of a build without the route list', () => {
  it('answers 200 for every path, as before the list existed', async () => {
    const base = await serve(clientDir(false));
    for (const p of ['/login', ...UNKNOWN]) expect((await get(base + p)).status, p).toBe(200);
  });
});
