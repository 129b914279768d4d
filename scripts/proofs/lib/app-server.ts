/**
 * The real server as a child process (the built `dist/server/main.js` on plain node when dist/ matches the sources,
 * as in production; otherwise `node --import tsx server/main.ts`; one process either way, so `kill -9` hits the server
 * itself), with its own PORT and DATA_DIR. It can be killed and started again on the same port and data: the
 * reliability proofs (docs/design/security.md) crash it (R2) and keep it running through a database outage (R3).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface AppServerOptions {
  dataDir: string;
  /** PostgreSQL connection string; empty or undefined: the embedded PGlite in DATA_DIR. */
  databaseUrl?: string;
  /** Where the server's output goes (appended across restarts). */
  logFile: string;
  logLevel?: string;
  env?: Record<string, string>;
}

export interface AppServer {
  url: string;
  port: number;
  /** The running server's process id (changes on restart). */
  pid(): number;
  /** Whether it runs the built bundle (what ships) rather than the sources through tsx. */
  built: boolean;
  /** The server process's resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** How many times the server was started (1 = never restarted). */
  starts(): number;
  alive(): boolean;
  /** `kill -9`: no shutdown handler runs, whatever was in flight is cut. */
  kill9(): Promise<void>;
  /** Starts it again on the same port and data; `env` replaces variables for this start only. */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
  log(): string;
}

const live = new Set<ChildProcess>();
// A proof stopped halfway (error, Ctrl-C) must not leave servers behind.
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The built bundle when it matches the sources (`node scripts/start.mjs check`), else the sources through tsx. */
function serverArgs(): { built: boolean; args: string[] } {
  const current = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), 'check'], { cwd: root }).status === 0;
  return current ? { built: true, args: [path.join(root, 'dist/server/main.js')] } : { built: false, args: ['--import', 'tsx', path.join(root, 'server/main.ts')] };
}

/** Resident set size of a process from /proc (0 when it is gone or the system has no /proc). */
export function rssMbOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

export async function startAppServer(opts: AppServerOptions): Promise<AppServer> {
  const { built, args } = serverArgs();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let starts = 0;

  const start = async (env: Record<string, string> = {}) => {
    const out = openSync(opts.logFile, 'a');
    const c = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: opts.dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        DEMO_SEED: 'on',
        LOG_LEVEL: opts.logLevel ?? 'warn',
        SMTP_URL: '',
        ...opts.env,
        ...env,
      },
    });
    closeSync(out);
    child = c;
    live.add(c);
    c.once('exit', () => live.delete(c));
    starts++;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (c.exitCode !== null || c.signalCode !== null) throw new Error(`o servidor terminou durante o início (${c.exitCode ?? c.signalCode})\n${tail(opts.logFile)}`);
      const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`o servidor não ficou pronto em 120 s\n${tail(opts.logFile)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const server: AppServer = {
    url,
    port,
    pid: () => child?.pid ?? -1,
    built,
    rssMb: () => (child?.pid ? rssMbOf(child.pid) : 0),
    starts: () => starts,
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    async kill9() {
      if (!child || !server.alive()) return;
      child.kill('SIGKILL');
      await exited(child, 10_000);
    },
    start,
    async stop() {
      if (!child || !server.alive()) return;
      child.kill('SIGTERM');
      if (!(await exited(child, 15_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    },
    log: () => (existsSync(opts.logFile) ? readFileSync(opts.logFile, 'utf8') : ''),
  };
  await start();
  return server;
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : '';
}

/** Removes a proof's run folder (data, server log), or keeps it when PROOF_KEEP_DIR is set, to look into a failure. */
export function keepOrRemove(runDir: string): void {
  if (process.env.PROOF_KEEP_DIR) console.log(`  (pasta da prova mantida: ${runDir})`);
  else rmSync(runDir, { recursive: true, force: true });
}
