/**
 * `npm run dev`: the Vite dev server (client, hot module reload) and the API under `tsx watch` (restarts on
 * server changes) side by side. Vite forwards /trpc, /api and /uploads to the API (vite.config.ts, API_PORT).
 * Ctrl+C (or either process dying) stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const apiPort = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const appUrl = `http://localhost:${vitePort}`;

const env = {
  ...process.env,
  PORT: String(apiPort),
  API_PORT: String(apiPort),
  VITE_PORT: String(vitePort),
  // Links in e-mails (password reset) must open the dev client, not the bare API port.
  PUBLIC_URL: process.env.PUBLIC_URL ?? appUrl,
};

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, cmd: string, args: string[]): ChildProcess {
  // Own process group, so stopping kills the whole tree (tsx watch runs the server in a grandchild).
  // stdin ignored: a background process group reading the terminal would be stopped by SIGTTIN.
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n[dev] ${name} terminou (${signal ?? `código ${code}`}); parando o outro processo.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    if (c.pid && c.exitCode === null) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
  const force = setTimeout(() => {
    for (const c of children)
      if (c.pid && c.exitCode === null)
        try {
          process.kill(-c.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
    process.exit(exitCode);
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

start('API (tsx watch)', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts']);
start('Vite', bin('vite'), ['--port', String(vitePort), '--strictPort']);

console.log(`\n[dev] Abra ${appUrl} (cliente Vite com recarga automática; API em http://localhost:${apiPort}). Ctrl+C para parar.\n`);
