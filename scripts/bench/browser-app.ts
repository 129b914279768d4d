/**
 * What the browser benchmarks (board, Lighthouse, axe) share: the product's client built into a temp dir (dist/ is
 * left alone: browser tests may be serving it), the real app in this process on a loopback port with the demo
 * tenant, and Debian's Chromium through playwright-core with the browser tests' flags (e2e/harness.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { DEMO_PASSWORD } from '../../e2e/harness.ts';
import { createApp } from '../../server/app.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { builtServerRenderer } from '../../server/ssr/server-rendering.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** `vite build` of the product into `outDir` (with the manifest the bundle budget reads). */
export async function buildClient(outDir: string): Promise<void> {
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
}

/** `vite build --ssr client/entry-server.tsx` into `outDir`: the server entry of the public pages. */
export async function buildServerEntry(outDir: string): Promise<void> {
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { ssr: 'client/entry-server.tsx', outDir, emptyOutDir: true } });
}

export interface BenchApp {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/**
 * The app (API and the built client in `clientDir`) with the demo tenant, on `databaseUrl` or an embedded PGlite;
 * with `ssrDir` (buildServerEntry), the public pages arrive server-rendered as in production.
 */
export async function startBenchApp(opts: { clientDir: string; ssrDir?: string; databaseUrl?: string }): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-bench-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl ?? '', DEMO_SEED: 'on', LOG_LEVEL: 'silent', PORT: '0' });
  const { deps, handle } = await bootstrap(config, createLogger('silent'));
  const server: Server = await new Promise((resolve) => {
    const serverRenderer = opts.ssrDir ? builtServerRenderer(opts.ssrDir) : null;
    if (opts.ssrDir && !serverRenderer) throw new Error(`sem a entrada do servidor em ${opts.ssrDir}`);
    const s = createApp(deps, { clientDir: opts.clientDir, serverRenderer }).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db: handle.db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await handle.close();
      // A file the database or an upload still had open a moment ago may hold a folder non-empty (ENOTEMPTY): retried.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** Signs in through the login form, as a person does, and waits for the dashboard. */
export async function signInPage(page: Page, base: string, email = 'admin@demo.com.br'): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname === '/account/dashboard');
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
