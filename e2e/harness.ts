/**
 * Browser-test harness: the real server (`tsx server/main.ts`) as a child process on a free port with a fresh
 * DATA_DIR and the demo tenant, driven by Debian's Chromium through playwright-core.
 *
 * - Builds nothing: `npm test` runs `vite build` first; the server serves dist/client.
 * - With DATABASE_URL in the environment, a fresh database is created on that server for the run (so the demo
 *   seed applies to an empty database) and dropped at the end; otherwise the embedded PGlite in DATA_DIR.
 * - Screenshots go to E2E_SCREENSHOT_DIR (default: <tmp>/credito-e2e-screenshots), never into the repository.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../scripts/lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** stack.md: flags for Chromium as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO_PASSWORD = 'Demo@12345';
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'credito-e2e-screenshots');

export interface TestServer {
  /** Base URL of the app, equal to the server's PUBLIC_URL (links in e-mails point here). */
  url: string;
  dataDir: string;
  /** The server's output so far (for failure messages). */
  log(): string;
  stop(): Promise<void>;
}

/** Creates an empty database on the DATABASE_URL server; returns its URL and how to drop it. */
async function createRunDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `credito_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts the app server and waits until /readyz answers 200. */
export async function startServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('dist/client/index.html não existe: rode `npm run build` antes dos testes de navegador (o `npm test` já faz isso).');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'credito-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL ? await createRunDatabase(process.env.DATABASE_URL) : undefined;

  const logFile = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    // Own process group: stopping it takes tsx's child node process too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      DEMO_SEED: 'on',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      SMTP_URL: '',
      ...opts.env,
    },
  });
  child.stdout!.pipe(logStream);
  child.stderr!.pipe(logStream);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      if (!(await waitForExit(child, 10_000))) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
        await waitForExit(child, 2_000);
      }
    }
    logStream.end();
    await database?.drop().catch((err) => console.error('e2e: falha ao remover o banco de teste:', err));
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o servidor terminou durante o início (${child.exitCode ?? child.signalCode})`);
      const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('o servidor não ficou pronto em 90 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    const output = log();
    await stop();
    throw new Error(`${(err as Error).message}\n--- saída do servidor ---\n${output.slice(-4000)}`);
  }
  return { url, dataDir, log, stop };
}

/** Launches Debian's Chromium. playwright-core's launch gives every browser a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: rode \`npx tsx scripts/ensure-chromium.ts\`.`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

/** A fresh context (no storage shared with other tests) in pt-BR, with the app's base URL. */
export async function newPage(browser: Browser, server: TestServer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot for debugging (not an assertion). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/account/dashboard', { timeout: 30_000 });
}
