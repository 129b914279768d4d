/**
 * Bundles the server (server/main.ts and everything it imports: our code, the migrations, shared/) into one ES module
 * that runs on plain `node`: no tsx and no dev dependency at run time. Packages from node_modules stay external —
 * native and wasm parts (argon2, PGlite) load from their own folders as they do in development.
 *   tsx scripts/build-server.ts [outdir]   (default dist/server; the folder must sit inside the repository so that
 *                                           the bundle finds node_modules)
 */

import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer(outdir = path.join(root, 'dist/server')): Promise<string> {
  const outfile = path.join(outdir, 'main.js');
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // Stack traces name our functions, not minified letters.
    minify: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const outfile = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`servidor: ${path.relative(root, outfile)} (${Math.round(performance.now() - started)} ms)`);
}
