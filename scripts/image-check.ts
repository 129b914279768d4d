/**
 * The container image's build and start, without a container engine (none runs on these machines): the same
 * commands the Dockerfile runs, in a clean copy of the working tree —
 *   npm ci → npm run build → npm prune --omit=dev (the node_modules the runtime stage copies) →
 *   node dist/server/main.js → GET /readyz 200 → a public page server-rendered (dist/ssr) → SIGTERM → exit 0.
 * With DATABASE_URL set, the server starts as in production (NODE_ENV=production, a fresh database on that server);
 * otherwise on the embedded database. Prints the time of each step. Used by `npm test` (step "imagem").
 *   tsx scripts/image-check.ts [--keep]
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './lib/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const copy = mkdtempSync(path.join(os.tmpdir(), 'credito-image-'));
const timings: string[] = [];

function sh(label: string, cmd: string, args: string[], cwd = copy): void {
  const started = performance.now();
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: undefined } });
  if (r.status !== 0) throw new Error(`${label}: "${cmd} ${args.join(' ')}" terminou com código ${r.status ?? r.signal}`);
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function freshDatabaseUrl(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `credito_image_${randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(q);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function main(): Promise<void> {
  // COPY . . of the Dockerfile, minus what .dockerignore leaves out: the tracked and new files of the working tree.
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'buffer' });
  if (list.status !== 0) throw new Error('git ls-files falhou: a cópia limpa precisa do repositório git');
  const tar = spawnSync('sh', ['-c', `tar -C "${root}" --null -T - -cf - | tar -C "${copy}" -xf -`], { input: list.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
  if (tar.status !== 0) throw new Error('a cópia dos arquivos falhou');
  // The Dockerfile's own commands, in its order.
  sh('npm ci', 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  sh('npm run build', 'npm', ['run', '--silent', 'build']);
  sh('npm prune --omit=dev', 'npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error']);
  // Build tools and browser-only packages (they are bundled into dist/client) have no place at run time.
  for (const devOnly of ['tsx', 'vite', 'esbuild', 'vitest', 'react', 'react-dom', '@mantine/core', '@tanstack/react-router', 'recharts']) {
    if (spawnSync('test', ['-e', path.join(copy, 'node_modules', devOnly)]).status === 0) throw new Error(`node_modules/${devOnly} ficou na imagem de produção`);
  }
  const du = spawnSync('du', ['-sm', path.join(copy, 'node_modules')], { encoding: 'utf8' });
  timings.push(`node_modules de produção ${du.stdout.split('\t')[0]} MB`);

  const port = await freePort();
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await freshDatabaseUrl(adminUrl) : undefined;
  const env: NodeJS.ProcessEnv = database
    ? {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: 'smtp://127.0.0.1:1',
        DATA_DIR: path.join(copy, 'data'),
      }
    : { DATA_DIR: path.join(copy, 'data') };
  const started = performance.now();
  const child = spawn('node', ['dist/server/main.js'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    let ready = false;
    while (!ready && child.exitCode === null && performance.now() - started < 90_000) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    if (!ready) throw new Error(`node dist/server/main.js não ficou pronto:\n${output}`);
    timings.push(`node dist/server/main.js → /readyz 200 ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) throw new Error('o app (dist/client) não é servido pela imagem');
    // The public pages arrive server-rendered from dist/ssr, which bundles React and Mantine: none of them
    // is in the image's node_modules (checked above), yet the broker's name is in the HTML. The demo broker exists
    // only where the demo seed ran (the embedded database); on PostgreSQL in production mode an unknown broker's page
    // is rendered too, with its 404.
    const publicPage = await fetch(`http://127.0.0.1:${port}/simulacao/imobiliaria/demo-credito`);
    const publicHtml = await publicPage.text();
    const rendered = database ? publicPage.status === 404 && publicHtml.includes('Link não encontrado') : publicPage.status === 200 && publicHtml.includes('Ana Administradora');
    if (!rendered || !publicHtml.includes('id="ssr-state"')) throw new Error(`a página pública não veio renderizada no servidor (HTTP ${publicPage.status})\n${output}`);
    timings.push('página pública renderizada no servidor');
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`SIGTERM: o servidor saiu com código ${code}\n${output}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
  }
}

main().then(
  () => {
    console.log(`imagem ok (${process.env.DATABASE_URL ? 'PostgreSQL, NODE_ENV=production' : 'PGlite'}): ${timings.join('; ')}`);
    if (!keep) rmSync(copy, { recursive: true, force: true });
  },
  (err: Error) => {
    console.error(`imagem FALHOU: ${err.message}`);
    console.error(`cópia mantida em ${copy}`);
    process.exit(1);
  },
);
