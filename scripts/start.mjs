#!/usr/bin/env node
/**
 * `npm start`: builds only when the build is missing or stale, then the package script `exec`s
 * `node dist/server/main.js` (no wrapper process: SIGTERM reaches the server, which drains).
 *   node scripts/start.mjs ensure   build unless dist/ matches the sources (the stamp written by `npm run build`)
 *   node scripts/start.mjs stamp    write the stamp of the current sources (last step of `npm run build`)
 *   node scripts/start.mjs check    exit 0 when dist/ matches the sources, 1 otherwise (the browser-test harness asks)
 * Plain JavaScript on purpose: it runs before anything is built and needs no dev dependency to decide.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist', 'build-stamp.json');
/** Everything a build reads. Tests and browser tests are left out: editing them never changes what is served. */
const INPUTS = ['client', 'server', 'shared', 'migrations', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.ts'];
const IGNORED = /(\.test\.tsx?$|\/test\/|\.tanstack|node_modules)/;

function files(rel) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  // A file (index.html) makes readdirSync throw: sourceHash then takes the path itself.
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** A hash of the build's inputs (paths and contents): stable across clones and checkouts, unlike modification times. */
export function sourceHash() {
  const hash = createHash('sha256');
  const all = INPUTS.flatMap((rel) => {
    try {
      return files(rel);
    } catch {
      return [rel];
    }
  });
  for (const rel of all.filter((f) => !IGNORED.test(f)).sort()) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(root, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

function buildIsCurrent(hash) {
  const outputs = ['dist/server/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'];
  if (!outputs.every((file) => existsSync(path.join(root, file)))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).sources === hash;
  } catch {
    return false;
  }
}

const command = process.argv[2];
if (command === 'stamp') {
  writeFileSync(stampFile, `${JSON.stringify({ sources: sourceHash(), builtAt: new Date().toISOString() })}\n`);
} else if (command === 'ensure') {
  const started = performance.now();
  if (buildIsCurrent(sourceHash())) {
    console.log(`Build atual (dist/ corresponde ao código; ${Math.round(performance.now() - started)} ms para conferir).`);
  } else {
    console.log('Build ausente ou desatualizado: executando npm run build…');
    const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('O build falhou; o servidor não foi iniciado.');
      process.exit(r.status ?? 1);
    }
  }
} else if (command === 'check') {
  process.exit(buildIsCurrent(sourceHash()) ? 0 : 1);
} else {
  console.error('uso: node scripts/start.mjs ensure|stamp|check');
  process.exit(2);
}
