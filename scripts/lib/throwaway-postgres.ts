/**
 * A throwaway PostgreSQL cluster for tests and CI: initdb into a temp folder, pg_ctl start on a free loopback
 * port, trust authentication, nothing outside the folder. As root the server runs as the `postgres` user
 * (PostgreSQL refuses to run as root), which must own the folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  /** Connection string of the `postgres` database (superuser `postgres`, no password). */
  url: string;
  port: number;
  /** Temp folder holding the data directory, the socket and the server log. */
  dir: string;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root; returns its output or throws with it. */
function pgRun(bin: string, args: string[], cwd: string): string {
  const file = path.join(PG_BIN, bin);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    return execFileSync(cmd, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${bin} falhou: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL não encontrado em ${PG_BIN} (instale o pacote Debian "postgresql" ou defina PG_BIN).`);
  }
  // As root, /tmp rather than TMPDIR: the postgres user must be able to reach the folder.
  const dir = mkdtempSync(path.join(isRoot() ? '/tmp' : os.tmpdir(), 'credito-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  try {
    const port = await freePort();
    initAndStart(dir, port);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir };
  } catch (err) {
    stopThrowawayPostgres(dir);
    throw err;
  }
}

/** pgRun without blocking the event loop (clients measured in the same process keep running meanwhile). */
function pgRunAsync(bin: string, args: string[], cwd: string): Promise<string> {
  const file = path.join(PG_BIN, bin);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { cwd, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${bin} falhou: ${err.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

function initAndStart(dir: string, port: number): void {
  pgRun('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], dir);
  pgRun('pg_ctl', startArgs({ dir, port }), dir);
}

function startArgs(pg: Pick<ThrowawayPostgres, 'dir' | 'port'>): string[] {
  const opts = [
    `-p ${pg.port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${pg.dir}'`,
    // A throwaway database: durability buys nothing here, speed does.
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  return ['-D', path.join(pg.dir, 'data'), '-l', path.join(pg.dir, 'server.log'), '-o', opts, '-w', '-t', '60', 'start'];
}

/** Starts a stopped cluster's server again on its port; resolves once it accepts connections. */
export async function startCluster(pg: Pick<ThrowawayPostgres, 'dir' | 'port'>): Promise<void> {
  await pgRunAsync('pg_ctl', startArgs(pg), pg.dir);
}

/**
 * Stops the cluster's server and keeps its data (`fast`: open sessions are ended, as an administrator or a failover
 * does), so startCluster can bring the same database back: the reliability proofs' database outage (R3 of
 * docs/design/security.md).
 */
export async function stopCluster(pg: Pick<ThrowawayPostgres, 'dir'>, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  await pgRunAsync('pg_ctl', ['-D', path.join(pg.dir, 'data'), '-m', mode, '-w', '-t', '30', 'stop'], pg.dir);
}

/** Stops the cluster (fast shutdown) and removes its folder; safe to call twice. */
export function stopThrowawayPostgres(dir: string): void {
  const data = path.join(dir, 'data');
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], dir);
    } catch (err) {
      console.error((err as Error).message);
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
      } catch (again) {
        console.error((again as Error).message);
      }
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
