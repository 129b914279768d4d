/**
 * Browser-test harness: the real server (the built `dist/server/main.js` on plain node) as a child process on a free port with a fresh
 * DATA_DIR and the demo tenant, driven by Debian's Chromium through playwright-core.
 *
 * - Builds nothing: `npm test` runs `vite build` first; the server serves dist/client.
 * - With DATABASE_URL in the environment, a fresh database is created on that server for the run (so the demo
 *   seed applies to an empty database) and dropped at the end; otherwise the embedded PGlite in DATA_DIR.
 * - Every server of a run starts from the same template (e2e/global-setup.ts): a first server's DATA_DIR after its
 *   start-up (migrations, demo seed, stopped cleanly) copied, or its database cloned (`create database … template`).
 *   A server so started is the one a fresh start gives, in 2 s instead of 5.
 * - Screenshots go to E2E_SCREENSHOT_DIR (default: <tmp>/credito-e2e-screenshots), never into the repository.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { freePort } from '../scripts/lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium features the tests and benchmarks turn off. Debian's Chromium 156 opens two renderers of its own for every
 * new window (every Playwright context, every Lighthouse run): the address bar's suggestion popups, WebUI pages at
 * chrome://omnibox-popup.top-chrome that a headless browser never shows. On this 2-core machine they were ~35% of
 * Chromium's CPU in a loop of page loads (8 contexts: 21.8 s → 14.2 s; docs/performance.md, 18th pass), CPU the
 * pages under test then lacked.
 */
export const CHROMIUM_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/** docs/design/stack.md: flags for Chromium as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
];
/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1, server/chromium/chromiumSwitches.ts). Chromium
 * keeps only the last `--disable-features` switch, so the one Playwright launches with carries this list and ours;
 * e2e/chromium-flags.e2e.test.ts fails when a Playwright upgrade adds a name missing here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const PLAYWRIGHT_CHROMIUM_ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...CHROMIUM_DISABLED_FEATURES].join(',')}` : arg,
);
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's server template (e2e/global-setup.ts); both '' when there is none. */
    e2eServerTemplate: ServerTemplate;
  }
}

/** A started-and-stopped server's state every server of the run starts from: a DATA_DIR to copy, a database to clone. */
export interface ServerTemplate {
  dataDir: string;
  /** Name of the template database on the DATABASE_URL server ('' with PGlite). */
  database: string;
}

/** The run's template, when the global setup made one (a file run by another config starts fresh). */
function runTemplate(): ServerTemplate | undefined {
  try {
    const template = inject('e2eServerTemplate');
    return template?.dataDir ? template : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates a database on the DATABASE_URL server, empty or as a copy of `template`; returns its URL and how to drop it.
 */
async function createRunDatabase(baseUrl: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `credito_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
        break;
      } catch (err) {
        // The template's last server may still be leaving PostgreSQL ("being accessed by other users"): a moment later.
        if ((err as { code?: string }).code !== '55006' || attempt === 20) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
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

/**
 * Copies dist/client (and dist/ssr, the server entry of the public pages) into `<dir>/dist/` and checks the copy is a
 * whole build (every asset index.html names is there). The server then runs from `<dir>`, so a `vite build` started
 * meanwhile in the same working tree (it empties dist/ first) cannot pull the files from under a running test.
 */
function snapshotClient(dir: string): void {
  const source = path.join(root, 'dist/client');
  const target = path.join(dir, 'dist/client');
  const ssrSource = path.join(root, 'dist/ssr');
  const ssrTarget = path.join(dir, 'dist/ssr');
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    rmSync(ssrTarget, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      if (existsSync(ssrSource)) cpSync(ssrSource, ssrTarget, { recursive: true });
      const html = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
      if (assets.length > 0 && assets.every((a) => existsSync(path.join(target, a)))) return;
    } catch {
      /* a build is rewriting dist/: try again */
    }
    if (attempt === 10) throw new Error('dist/client está incompleto (um build em andamento?): rode `npm run build` e tente de novo.');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}

/**
 * What ships: the built server on plain `node` when dist/ matches the sources (always so under `npm test`, which builds
 * first), copied beside the run so a build started meanwhile cannot change it; it must stay inside the repository to
 * find node_modules. A developer who edited the server since the last build gets it from the sources through tsx.
 */
function serverCommand(runDir: string): [string, string[]] {
  const current = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), 'check'], { cwd: root }).status === 0;
  if (!current) {
    console.warn('e2e: dist/ está desatualizado em relação ao código; o servidor roda das fontes (tsx). `npm run build` testa o que vai para produção.');
    return [path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'server/main.ts')]];
  }
  const serverDir = path.join(root, '.tmp', `e2e-server-${path.basename(runDir)}`);
  mkdirSync(serverDir, { recursive: true });
  for (const file of ['main.js', 'main.js.map']) cpSync(path.join(root, 'dist/server', file), path.join(serverDir, file));
  return [process.execPath, ['--enable-source-maps', path.join(serverDir, 'main.js')]];
}

/**
 * Starts the app server and waits until /readyz answers 200: from the run's template when there is one, unless
 * `template` says otherwise ('build': start fresh and keep the data for other servers to start from).
 */
export async function startServer(opts: { env?: Record<string, string>; template?: 'build' } = {}, attempt = 1): Promise<TestServer & { database?: string }> {
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('dist/client/index.html não existe: rode `npm run build` antes dos testes de navegador (o `npm test` já faz isso).');
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'credito-e2e-'));
  try {
    snapshotClient(runDir);
  } catch (err) {
    rmSync(runDir, { recursive: true, force: true });
    throw err;
  }
  const dataDir = path.join(runDir, 'data');
  const template = opts.template === 'build' ? undefined : runTemplate();
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = process.env.DATABASE_URL ? await createRunDatabase(process.env.DATABASE_URL, template?.database || undefined) : undefined;
  // The template's data outlive this server: the global setup removes them at the end of the run.
  const keepData = opts.template === 'build';

  const logLevel = process.env.E2E_LOG_LEVEL ?? 'info';
  // What server/main.ts logs once it listens: the sign that the server answering on the port is this one.
  const listening = ['trace', 'debug', 'info'].includes(logLevel) ? `ouvindo em ${url}` : undefined;
  const logFile = path.join(runDir, 'server.log');
  const logStream = createWriteStream(logFile);
  // cwd is the run folder: the server serves ./dist/client, the snapshot above.
  const [command, args] = serverCommand(runDir);
  const child = spawn(command, args, {
    cwd: runDir,
    // Own process group: stopping it takes every process it started too.
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
      LOG_LEVEL: logLevel,
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
    if (!keepData) await database?.drop().catch((err) => console.error('e2e: falha ao remover o banco de teste:', err));
    rmSync(path.join(root, '.tmp', `e2e-server-${path.basename(runDir)}`), { recursive: true, force: true });
    if (!process.env.E2E_KEEP_DATA && !keepData) rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o servidor terminou durante o início (${child.exitCode ?? child.signalCode})`);
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      // Another run's server may have taken the port between freePort() and this server's listen (two files start
      // servers at once): its /readyz is no sign of this one, which then stops with EADDRINUSE.
      if (ok && (!listening || log().includes(listening))) break;
      if (Date.now() > deadline) throw new Error('o servidor não ficou pronto em 90 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    const output = log();
    await stop();
    // The port was taken meanwhile: a new start, on another port.
    if (output.includes('EADDRINUSE') && attempt < 3) return startServer(opts, attempt + 1);
    throw new Error(`${(err as Error).message}\n--- saída do servidor ---\n${output.slice(-4000)}`);
  }
  return { url, dataDir, log, stop, database: database?.name };
}

/**
 * The run's template (e2e/global-setup.ts): a server started fresh and stopped cleanly; its DATA_DIR (and database)
 * kept. Returns the template and how to remove it.
 */
export async function buildServerTemplate(): Promise<{ template: ServerTemplate; remove(): Promise<void> }> {
  const server = await startServer({ template: 'build' });
  await server.stop();
  const runDir = path.dirname(server.dataDir);
  return {
    template: { dataDir: server.dataDir, database: server.database ?? '' },
    async remove() {
      rmSync(runDir, { recursive: true, force: true });
      const baseUrl = process.env.DATABASE_URL;
      if (!server.database || !baseUrl) return;
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${server.database}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Launches Debian's Chromium. playwright-core's launch gives every browser a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}: rode \`npx tsx scripts/ensure-chromium.ts\`.`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: PLAYWRIGHT_CHROMIUM_ARGS, timeout: 60_000 });
}

/** A phone's screen (iPhone 12–15 class) for the mobile-first public pages. */
export const PHONE = { viewport: { width: 390, height: 844 }, mobile: true };

/**
 * A fresh context (no storage shared with other tests) in pt-BR, with the app's base URL (desktop unless `opts` says
 * otherwise, e.g. `PHONE`). Call it inside a test:
 * when the test fails, the page is screenshotted (`failed-<test>.png`) and its URL, browser errors and the
 * server's last log lines are printed. Timeouts are generous because a loaded 2-core CI machine runs the
 * server, its database and Chromium at once; a real breakage still fails, only later.
 */
export async function newPage(
  browser: Browser,
  server: TestServer,
  opts: { viewport?: { width: number; height: number }; mobile?: boolean; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'pt-BR',
    timezoneId: opts.timezoneId ?? 'America/Sao_Paulo',
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    isMobile: opts.mobile ?? false,
    hasTouch: opts.mobile ?? false,
  });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  const browserErrors: string[] = [];
  page.on('pageerror', (err) => browserErrors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && browserErrors.push(`console: ${msg.text()}`));
  page.on('requestfailed', (req) => browserErrors.push(`requestfailed: ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`));
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    const name = `failed-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}`;
    await screenshot(page, name);
    console.error(
      [
        `e2e: "${task.name}" falhou em ${page.url()} — captura em ${path.join(SCREENSHOT_DIR, `${name}.png`)}`,
        ...browserErrors.slice(-10),
        '--- últimas linhas do servidor ---',
        ...server
          .log()
          .trim()
          .split('\n')
          .filter((l) => !l.includes('"path":"/assets/'))
          .slice(-15),
      ].join('\n'),
    );
  });
  return { context, page };
}

/** Saves a full-page screenshot for debugging (not an assertion). */
/**
 * Picks an option of a Mantine Select as a person does (open it, click the option) and waits until the choice is
 * shown in the field and its list is gone: on a loaded machine a list can still be open when the next step clicks, and
 * a list that depends on another field's choice can change under the click. A list still moving into place when the
 * click lands (its position is computed after it appears) can miss the option; then, like a person seeing the wrong
 * choice, it opens the list and picks again, and fails naming what the field shows after three tries.
 */
export async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  const input = await field.elementHandle();
  const chosen = ([el, value]: readonly [unknown, string]) => (el as HTMLInputElement).value === value && (el as HTMLInputElement).getAttribute('aria-expanded') !== 'true';
  for (let attempt = 1; ; attempt++) {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    try {
      await page.waitForFunction(chosen, [input, option] as const, { timeout: attempt < 3 ? 4_000 : 10_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw new Error(`"${option}" não ficou escolhido: o campo mostra "${await field.inputValue()}" (${(err as Error).message})`);
    }
  }
}

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
  await page.waitForURL((u) => u.pathname === '/account/dashboard');
}
